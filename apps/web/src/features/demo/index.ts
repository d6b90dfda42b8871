/** The demo feature's public entry: the login screen's hidden dialog, and the clicks that open it. */
export { addClick } from './clickBurst.ts';
export { DemoDialog } from './DemoDialog.tsx';
