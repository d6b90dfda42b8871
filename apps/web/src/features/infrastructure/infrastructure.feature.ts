import { IconBuildingBroadcastTower, IconServer } from '@tabler/icons-react';
import { createElement } from 'react';
import { panelAction, type PortRef, type WebFeature } from '../feature.ts';
import { CctvLivePage } from './CctvLivePage.tsx';
import { InfrastructurePanel } from './InfrastructurePanel.tsx';
import { CctvTab, VhfTab, WeatherTab } from './PortTabs.tsx';
import { usePortSensorStatus } from './status.ts';
import { PortsPanel } from './PortsPanel.tsx';

/**
 * INFRASTRUCTURE (SPEC §2.13) and PORTS (superAdmin: the ports' CCTV, VHF and weather
 * sensors), the port info panel's CCTV, VHF and WEATHER tabs with their status dots, and the
 * live CCTV player pages.
 */
export const infrastructureFeature: WebFeature = {
  name: 'infrastructure',
  routes: {
    signedIn: [
      { path: '/cctv_live', element: createElement(CctvLivePage, { player: null }) },
      { path: '/cctv_live_244', element: createElement(CctvLivePage, { player: '244' }) },
      { path: '/cctv_live_245', element: createElement(CctvLivePage, { player: '245' }) },
    ],
  },
  actions: [
    panelAction({
      name: 'infrastructure',
      label: 'infrastructure.entry.label',
      icon: IconServer,
      capability: 'map.view',
      description: 'infrastructure.entry.description',
      Panel: InfrastructurePanel,
      width: 760,
      order: 85,
    }),
    panelAction({
      name: 'ports',
      label: 'infrastructure.ports.entry.label',
      icon: IconBuildingBroadcastTower,
      capability: 'ports.cctv.manage',
      description: 'infrastructure.ports.entry.description',
      Panel: PortsPanel,
      width: 900,
      order: 115,
    }),
  ],
  portTabs: [
    {
      id: 'cctv',
      order: 40,
      label: 'infrastructure.portTabs.cctv',
      Tab: CctvTab,
      useStatus: (port: PortRef) => usePortSensorStatus(port, 'cctv'),
      others: true,
    },
    {
      id: 'vhf',
      order: 50,
      label: 'infrastructure.portTabs.vhf',
      Tab: VhfTab,
      useStatus: (port: PortRef) => usePortSensorStatus(port, 'vhf'),
      others: true,
    },
    {
      id: 'weather',
      order: 70,
      label: 'infrastructure.portTabs.weather',
      Tab: WeatherTab,
      useStatus: (port: PortRef) => usePortSensorStatus(port, 'weather'),
      others: true,
    },
  ],
};
