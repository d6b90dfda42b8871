import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { AidCard } from '../aids/AidCard.tsx';
import { MapView } from '../../map/MapView.tsx';
import { homeView } from '../../map/places.ts';
import { useSession } from '../auth/auth.api.ts';
import { Rail } from '../rail/Rail.tsx';
import { UserMenu } from '../user/UserMenu.tsx';
import { LiveStatus, VesselCount } from '../vessels/LiveStatus.tsx';
import { Notice } from '../vessels/Notice.tsx';
import { useLiveFeed } from '../vessels/useLiveFeed.ts';
import { VesselLayer } from '../vessels/VesselLayer.tsx';
import { VesselPanel } from '../vessels/VesselPanel.tsx';
import { MapControls } from './MapControls.tsx';
import { PointerCoords } from './PointerCoords.tsx';
import { QuickZoom } from './QuickZoom.tsx';
import { SearchBar } from './SearchBar.tsx';
import classes from './MapScreen.module.css';

/** The live feed and the vessel layers: they need the map, so they live inside it. */
function LiveVessels() {
  useLiveFeed();
  return <VesselLayer />;
}

/** Route `/` (SPEC §2 'Map screen'): the full-page map with its rail and controls. */
export default function MapScreen() {
  const session = useSession();
  if (!session.data) return <FullPageLoader label="Loading your session" />;
  const home = homeView(session.data.user.options);
  return (
    <MapView home={home}>
      <LiveVessels />
      <Rail />
      <div className={classes.topLeft}>
        <LiveStatus />
      </div>
      <div className={classes.topCenter}>
        <SearchBar />
        <div className={classes.notice}>
          <VesselCount />
        </div>
        <div className={classes.notice}>
          <Notice />
        </div>
      </div>
      <VesselPanel />
      <AidCard />
      <div className={classes.topRight}>
        <UserMenu user={session.data.user} />
      </div>
      <div className={classes.right}>
        <MapControls home={home} />
      </div>
      <div className={classes.bottomCenter}>
        <QuickZoom />
      </div>
      <div className={classes.bottomLeft}>
        <PointerCoords home={home} />
      </div>
    </MapView>
  );
}
