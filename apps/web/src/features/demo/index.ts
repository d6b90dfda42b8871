/** The demo feature's public entry: the login screen's hidden dialog. */
export { DemoDialog } from './DemoDialog.tsx';
