import { Alert, Button, FileButton } from '@mantine/core';
import { REGISTRY_IMPORT_MAX_CHARS } from '@pantau/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistryImport } from './ports.api.ts';

/**
 * An admin's import into the port and asset registry: a CSV or GeoJSON file, taken whole or
 * refused whole; a refusal names the row and field (the server checks every row).
 */
export function RegistryImport() {
  const { t } = useTranslation();
  const upload = useRegistryImport();
  const [tooBig, setTooBig] = useState(false);

  const choose = async (file: File | null) => {
    upload.reset();
    setTooBig(false);
    if (!file) return;
    const content = await file.text();
    if (content.length > REGISTRY_IMPORT_MAX_CHARS) {
      setTooBig(true);
      return;
    }
    const format = /\.csv$/i.test(file.name) ? 'csv' : 'geojson';
    upload.mutate({ format, content });
  };

  return (
    <>
      <FileButton onChange={(f) => void choose(f)} accept=".csv,.geojson,.json,text/csv">
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} />}
            loading={upload.isPending}
            data-testid="data-port-import"
          >
            {t('ports.import.button')}
          </Button>
        )}
      </FileButton>
      {upload.data && (
        <Alert color="green" py={4} data-testid="data-port-imported">
          {t('ports.import.done', upload.data)}
        </Alert>
      )}
      {(upload.error ?? tooBig) && (
        <Alert color="red" py={4} data-testid="data-port-import-error">
          {tooBig
            ? t('ports.import.tooBig', { max: REGISTRY_IMPORT_MAX_CHARS })
            : upload.error?.message}
        </Alert>
      )}
    </>
  );
}
