import { Alert, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FramePage } from '../../ui/FramePage.tsx';
import { useCameras } from './infrastructure.api.ts';
import { CameraView } from './PortTabs.tsx';

/**
 * /cctv_live, /cctv_live_244, /cctv_live_245 (SPEC §2): a live CCTV player taking a `link`
 * parameter. Here the link is a camera's number among the cameras configured in PORTS (so a
 * link never makes the server open an address it was given); the cameras of every port can
 * be chosen, and the chosen one plays through the server (HTTP relayed, RTSP transcoded),
 * 800×450, paused until Play (SPEC §2.6 'Live players').
 */
export function CctvLivePage({ player }: { player: '244' | '245' | null }) {
  const { t } = useTranslation();
  const title = player === null ? t('cctvLive.title') : t('cctvLive.titleOf', { player });
  const [params, setParams] = useSearchParams();
  const link = params.get('link');
  const q = useCameras();
  const cameras = q.data?.cameras ?? [];
  const chosen = link !== null && /^\d+$/.test(link) ? Number(link) : null;
  const camera = cameras.find((c) => c.id === chosen) ?? null;
  return (
    <FramePage title={title} width={880}>
      <Stack gap="sm" data-testid="cctv-live">
        {link !== null && chosen === null && (
          <Alert color="yellow" data-testid="cctv-live-link">
            {t('cctvLive.linkNotCamera', { link })}
          </Alert>
        )}
        {chosen !== null && q.isSuccess && !camera && (
          <Alert color="yellow" data-testid="cctv-live-link">
            {t('cctvLive.unknownCamera', { link })}
          </Alert>
        )}
        {q.isLoading ? (
          <Loader size="sm" />
        ) : cameras.length === 0 ? (
          <Text size="sm" data-testid="cctv-live-none">
            {t('cctvLive.none')}
          </Text>
        ) : (
          <Select
            label={t('cctvLive.camera')}
            placeholder={t('cctvLive.choose')}
            searchable
            data-testid="cctv-live-camera"
            value={camera ? String(camera.id) : null}
            onChange={(v) => setParams(v === null ? {} : { link: v })}
            data={cameras.map((c) => ({
              value: String(c.id),
              label: `${c.locationName} — ${c.name}`,
            }))}
          />
        )}
        {camera &&
          (camera.playable ? (
            <CameraView key={camera.id} sensor={camera} startPaused testId="cctv-live-stream" />
          ) : (
            <Text size="sm" c="dimmed">
              {t('infrastructure.tab.notPlayable')}
            </Text>
          ))}
      </Stack>
    </FramePage>
  );
}
