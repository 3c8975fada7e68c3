/**
 * Issue 28 item 3: WCAG 2.2 AA at desktop width (1280 × 800) and on a phone (390 × 844). axe-core
 * checks every page of the route table and every modal, each opened once and checked at both
 * widths, as the demo admin, a manager and an employee (who also checks the guest pages signed
 * out), in English and Arabic: no serious or critical violation, and nothing the console shows as
 * an error. The run and its self-check are in accessibility-kit.ts.
 */
import { describeAccessibility } from './accessibility-kit.ts';

describeAccessibility();
