/**
 * Issue 28 item 3: WCAG 2.2 AA at desktop width (1280 × 800). axe-core checks every page of the
 * route table and every modal, as the demo admin, a manager and an employee (who also checks the
 * guest pages signed out), in English and Arabic: no serious or critical violation. The run and
 * its self-check are in accessibility-kit.ts; accessibility-phone.e2e.ts is the same on a phone.
 */
import { describeAccessibility } from './accessibility-kit.ts';

describeAccessibility(1280, 800);
