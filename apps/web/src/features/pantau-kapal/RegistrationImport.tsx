import { Alert, Button, FileButton, List, Text } from '@mantine/core';
import { REGISTRATION_UPLOAD_MAX, type RegistrationImportResult } from '@pantau/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportRefused, useImportRegistrations } from './registration.api.ts';

/**
 * Importing the registration database (admins, SPEC §2.9): an xlsx or CSV file of at most
 * 10485760 bytes, taken whole or refused whole; a refused file lists every bad cell by row
 * and column.
 */
export function RegistrationImport() {
  const { t } = useTranslation();
  const upload = useImportRegistrations();
  const [done, setDone] = useState<RegistrationImportResult | null>(null);
  const [tooBig, setTooBig] = useState(false);

  const choose = (file: File | null) => {
    setDone(null);
    setTooBig(false);
    upload.reset();
    if (!file) return;
    if (file.size > REGISTRATION_UPLOAD_MAX) {
      setTooBig(true);
      return;
    }
    upload.mutate(file, { onSuccess: setDone });
  };
  const error = upload.error;

  return (
    <>
      <FileButton onChange={choose} accept=".xlsx,.csv,text/csv">
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} />}
            loading={upload.isPending}
            data-testid="registration-import"
          >
            {t('pantauKapal.registration.import')}
          </Button>
        )}
      </FileButton>
      {(done || tooBig || error) && (
        <div style={{ flexBasis: '100%' }}>
          {done && (
            <Alert color="green" py={6} data-testid="registration-imported">
              {t('pantauKapal.registration.imported', {
                rows: done.rows,
                added: done.added,
                replaced: done.replaced,
              })}
            </Alert>
          )}
          {tooBig && (
            <Alert color="red" py={6} data-testid="registration-error">
              {t('pantauKapal.registration.tooBig', { max: REGISTRATION_UPLOAD_MAX })}
            </Alert>
          )}
          {error && (
            <Alert color="red" py={6} title={error.message}>
              {error instanceof ImportRefused && error.errors.length > 0 ? (
                <List size="sm" spacing={2} mah={160} style={{ overflowY: 'auto' }}>
                  {error.errors.map((e, i) => (
                    <List.Item
                      key={i}
                      data-testid="registration-error"
                      data-row={e.row}
                      data-field={e.field}
                    >
                      {t('pantauKapal.registration.rowError', {
                        row: e.row,
                        field: e.field,
                        message: e.message,
                      })}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" data-testid="registration-error">
                  {error.message}
                </Text>
              )}
            </Alert>
          )}
        </div>
      )}
    </>
  );
}
