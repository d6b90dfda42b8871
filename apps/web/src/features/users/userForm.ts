import type { AdminUser } from '@pantau/contracts';

/** What the add/edit user dialog holds (SPEC §5 'User management'). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  /** Required when adding; when editing, given only to reset it. */
  password: string;
  /** '' until chosen. */
  role: string;
  portCode: string | null;
  center: [number, number] | null;
  zoom: number | null;
  sharedAccount: boolean;
  active: boolean;
}

export function formFromUser(user: AdminUser | null): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    username: user?.username ?? '',
    password: '',
    role: user?.role ?? '',
    portCode: user?.options.portCode ?? null,
    center: user?.options.center ?? null,
    zoom: user?.options.zoom ?? null,
    sharedAccount: user?.options.sharedAccount ?? false,
    active: user?.active ?? true,
  };
}

/**
 * The request body for the form, before checking it against the contract: disnav sends its
 * port (the server puts the map there at zoom 8), other roles their centre and zoom; an
 * edit sends no username, and a password only to reset it.
 */
export function bodyOf(values: UserFormValues, editing: boolean): Record<string, unknown> {
  const disnav = values.role === 'disnav';
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(editing ? {} : { username: values.username.trim() }),
    ...(editing && values.password === '' ? {} : { password: values.password }),
    role: values.role === '' ? undefined : values.role,
    portCode: disnav ? values.portCode : null,
    center: disnav ? null : values.center,
    zoom: disnav ? null : values.zoom,
    sharedAccount: values.sharedAccount,
    active: values.active,
  };
}

/** A picked map view, rounded to what a person can choose on a small map. */
export function roundView(center: [number, number], zoom: number) {
  const round = (n: number, digits: number) => Number(n.toFixed(digits));
  return {
    center: [round(center[0], 5), round(center[1], 5)] as [number, number],
    zoom: round(zoom, 1),
  };
}
