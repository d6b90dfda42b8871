import { ToolButton } from '../../ui/ToolButton.tsx';
import { IconFlame } from '@tabler/icons-react';
import { wibDay } from '@pantau/domain';
import { useTranslation } from 'react-i18next';
import { cancelDensity, loadDensity, useDensity } from './density.store.ts';

/** Toolbar: the Density layer on (today by default, SPEC §2.3 Peta Densitas) or off. */
export function DensityTool() {
  const { t } = useTranslation();
  const on = useDensity((s) => s.on);
  const toggle = () => {
    if (on) {
      cancelDensity();
      useDensity.setState({ on: false, cells: null, status: 'idle' });
      return;
    }
    const today = wibDay(Date.now());
    useDensity.setState({ on: true, from: today, to: today });
    void loadDensity();
  };
  return (
    <ToolButton label={t('density.layer')} on={on} testId="density-toggle" onClick={toggle}>
      <IconFlame size={20} />
    </ToolButton>
  );
}
