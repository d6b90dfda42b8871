import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftFeature } from './feature-input.ts';
import { DOWNLOAD_FORMATS, exportFile, saveFile, type DownloadFormat } from './feature-export.ts';

const LABEL: Record<DownloadFormat, string> = { geojson: 'GeoJSON', kml: 'KML', shp: 'SHP' };

/** The confirm-download dialog (SPEC §2.23): the chosen features in one format. */
export function DownloadDialog({
  opened,
  features,
  baseName,
  onSaved,
  onClose,
}: {
  opened: boolean;
  features: readonly DraftFeature[];
  baseName: string;
  /** The file was handed to the browser, under this name. */
  onSaved: (filename: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<DownloadFormat>('geojson');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={t('featureManager.download.title')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('featureManager.download.question', { count: features.length })}</Text>
        <Radio.Group value={format} onChange={(v) => setFormat(v)}>
          <Group gap="md">
            {DOWNLOAD_FORMATS.map((f) => (
              <Radio key={f} value={f} label={LABEL[f]} data-testid={`feature-format-${f}`} />
            ))}
          </Group>
        </Radio.Group>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('featureManager.download.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={pending}
            data-testid="feature-download-go"
            onClick={() => {
              setPending(true);
              setFailed(false);
              exportFile(format, features, baseName)
                .then((file) => {
                  saveFile(file);
                  onSaved(file.filename);
                  onClose();
                })
                .catch(() => setFailed(true))
                .finally(() => setPending(false));
            }}
          >
            {t('featureManager.download.go')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
