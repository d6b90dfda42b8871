import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { MapView } from '../../map/MapView.tsx';
import { homeView } from '../../map/places.ts';
import { useSession } from '../auth/auth.api.ts';
import { Rail } from '../rail/Rail.tsx';
import { UserMenu } from '../user/UserMenu.tsx';
import { MapControls } from './MapControls.tsx';
import { PointerCoords } from './PointerCoords.tsx';
import { QuickZoom } from './QuickZoom.tsx';
import { SearchBar } from './SearchBar.tsx';
import classes from './MapScreen.module.css';

/** Route `/` (SPEC §2 'Map screen'): the full-page map with its rail and controls. */
export default function MapScreen() {
  const session = useSession();
  if (!session.data) return <FullPageLoader label="Loading your session" />;
  const home = homeView(session.data.user.options);
  return (
    <MapView home={home}>
      <Rail />
      <div className={classes.topCenter}>
        <SearchBar />
      </div>
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
