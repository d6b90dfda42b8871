/** The auth feature's public entry: signing out (the user menu's Keluar). */
export { useLogout } from './auth.api.ts';
