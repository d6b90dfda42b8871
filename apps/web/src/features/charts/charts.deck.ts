import { TileLayer } from '@deck.gl/geo-layers';
import { BitmapLayer } from '@deck.gl/layers';

/**
 * A chart service's tiles as the server proxies them (256-px Web Mercator PNG or JPEG),
 * drawn as bitmaps at the user's opacity. Loaded lazily with the map.
 */
export function chartTileLayer(options: {
  id: string;
  url: string;
  maxZoom: number;
  opacity: number;
}): TileLayer {
  return new TileLayer({
    id: `chart-${options.id}`,
    data: options.url,
    tileSize: 256,
    minZoom: 0,
    maxZoom: options.maxZoom,
    opacity: options.opacity,
    // A tile the service could not give (the server says why) is left empty.
    onTileError: () => undefined,
    renderSubLayers: (props) => {
      const [[west = 0, south = 0] = [], [east = 0, north = 0] = []] = props.tile.boundingBox;
      return new BitmapLayer({
        id: `${props.id}-bitmap`,
        image: props.data as ImageBitmap | null,
        bounds: [west, south, east, north],
        opacity: props.opacity,
      });
    },
  });
}
