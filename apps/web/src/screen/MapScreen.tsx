import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { layersInOrder, overlaysIn, useFeatures, type Slot } from '../features/feature.ts';
import { useSession } from '../api/session.ts';
import { DeckLayers } from '../map/DeckLayers.tsx';
import { MapView } from '../map/MapView.tsx';
import { useMapInstance } from '../map/MapContext.ts';
import { homeView } from '../map/places.ts';
import { useLiveFeed } from '../live/useLiveFeed.ts';
import type { SharedState } from '../url/share.ts';
import { useOpeningState, useSharedUrl } from '../url/useSharedUrl.ts';
import { Notice } from './Notice.tsx';
import { Rail } from './Rail.tsx';
import { SearchBar } from './SearchBar.tsx';
import { SelectionCard } from './SelectionCard.tsx';
import { Toolbar } from './Toolbar.tsx';
import classes from './MapScreen.module.css';

/** The feed, the layers and the URL: they need the map, so they live inside it. */
function MapInside({ opening }: { opening: SharedState }) {
  const features = useFeatures();
  const map = useMapInstance();
  useLiveFeed();
  useSharedUrl(map, opening);
  return <DeckLayers layers={layersInOrder(features)} />;
}

function SlotOverlays({ slot, className }: { slot: Slot; className?: string }) {
  const overlays = overlaysIn(useFeatures(), slot);
  return overlays.map((o, i) =>
    className ? (
      <div key={i} className={className}>
        <o.Overlay />
      </div>
    ) : (
      <o.Overlay key={i} />
    ),
  );
}

/**
 * Route `/` (SPEC §2 'Map screen'): the full-page map with the rail, and what the features
 * put over it (`features/index.ts`): overlays in named slots, layers, the selection's card.
 */
export default function MapScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const opening = useOpeningState();
  if (!session.data) return <FullPageLoader label={t('screen.loadingSession')} />;
  const home = opening.view ?? homeView(session.data.user.options);
  return (
    <MapView home={home}>
      <MapInside opening={opening} />
      <SlotOverlays slot="hidden" />
      <Rail />
      <div className={classes.topLeft}>
        <SlotOverlays slot="topLeft" />
      </div>
      <div className={classes.topCenter}>
        <SearchBar />
        <SlotOverlays slot="topCenter" className={classes.notice} />
        <div className={classes.notice}>
          <Notice />
        </div>
      </div>
      <SelectionCard />
      <SlotOverlays slot="panel" />
      <div className={classes.topRight}>
        <SlotOverlays slot="topRight" />
      </div>
      <div className={classes.right}>
        <Toolbar />
        <SlotOverlays slot="right" />
      </div>
      <div className={classes.bottomCenter}>
        <SlotOverlays slot="bottomCenter" />
      </div>
      <div className={classes.bottomLeft}>
        <SlotOverlays slot="bottomLeft" />
      </div>
      <div className={classes.bottomRight}>
        <SlotOverlays slot="bottomRight" />
      </div>
    </MapView>
  );
}
