import type { AssetSearchResult, AssetType } from '@pantau/contracts';

/**
 * A feature's answer to the search bar's Others mode: what of its own assets match a query,
 * for the asset types asked. Ports, stations (sources), aids heard over AIS and published
 * map features each register one.
 */
export interface AssetSearchProvider {
  name: string;
  /** The asset types it can find; it is asked only when one of them is wanted. */
  types: readonly AssetType[];
  /** `q` is lower-case; `wanted` the asked types; at most `limit` results. */
  search(
    q: string,
    wanted: ReadonlySet<AssetType>,
    limit: number,
  ): AssetSearchResult[] | Promise<AssetSearchResult[]>;
}

export class AssetSearchProviders {
  readonly #providers: AssetSearchProvider[] = [];

  register(provider: AssetSearchProvider): void {
    this.#providers.push(provider);
  }

  /** Providers that can answer for one of the wanted types. */
  for(wanted: ReadonlySet<AssetType>): AssetSearchProvider[] {
    return this.#providers.filter((p) => p.types.some((t) => wanted.has(t)));
  }
}
