/**
 * Issue 28 item 3: WCAG 2.2 AA on a phone (390 × 844), as accessibility.e2e.ts does at desktop
 * width: every page of the route table and every modal, three roles, English and Arabic.
 */
import { describeAccessibility } from './accessibility-kit.ts';

describeAccessibility(390, 844);
