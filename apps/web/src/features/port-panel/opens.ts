/** Registry categories that open the port info panel instead of the POI card (SPEC §3 'Port'). */
export const PORT_PANEL_CATEGORIES: readonly string[] = ['ports', 'kantor disnav'];

export function opensPortPanel(category: string): boolean {
  return PORT_PANEL_CATEGORIES.includes(category);
}
