import { ToolButton } from '../../ui/ToolButton.tsx';
import { IconCloudStorm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWeather } from './weather.store.ts';

/** The toolbar's Peta Cuaca button: opens and closes the weather panel. */
export function WeatherTool() {
  const { t } = useTranslation();
  const open = useWeather((s) => s.open);
  return (
    <ToolButton
      label={t('weather.title')}
      on={open}
      testId="peta-cuaca-tool"
      onClick={() => useWeather.setState({ open: !open })}
    >
      <IconCloudStorm size={20} />
    </ToolButton>
  );
}
