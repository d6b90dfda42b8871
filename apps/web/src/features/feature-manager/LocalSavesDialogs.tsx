import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import type { DraftFeature } from './feature-input.ts';
import { deleteLocal, readSaves, saveLocal, savesOfPort, type LocalSave } from './local-saves.ts';

/** Save local (SPEC §2.23): the working set under a new name, kept in this browser. */
export function SaveLocalDialog({
  opened,
  portId,
  features,
  onSaved,
  onClose,
}: {
  opened: boolean;
  portId: string;
  features: readonly DraftFeature[];
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('featureManager.local.saveTitle')} centered>
      <Stack gap="sm">
        <TextInput
          label={t('featureManager.local.name')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-testid="feature-save-name"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            data-testid="feature-save-confirm"
            onClick={() => {
              const outcome = saveLocal(localStorage, name, {
                date: Date.now(),
                portId,
                features: [...features],
              });
              if (!outcome.ok) {
                setError(
                  t(
                    outcome.reason === 'taken'
                      ? 'featureManager.local.taken'
                      : 'featureManager.local.empty',
                  ),
                );
                return;
              }
              onSaved(name.trim());
              close();
            }}
          >
            {t('featureManager.local.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Manage local (SPEC §2.23): this port's saves, opened into the working set or deleted. */
export function ManageLocalDialog({
  opened,
  portId,
  onOpen,
  onClose,
}: {
  opened: boolean;
  portId: string;
  onOpen: (name: string, save: LocalSave) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  // Re-read whenever the dialog opens or a save is deleted.
  const saves = opened ? savesOfPort(readSaves(localStorage), portId) : [];
  void version;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setMessage(null);
        onClose();
      }}
      title={t('featureManager.local.manageTitle')}
      size="lg"
      centered
    >
      <Stack gap="sm" data-testid="feature-local-saves">
        {message && (
          <Alert color="teal" variant="light">
            {message}
          </Alert>
        )}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('featureManager.local.name')}</Table.Th>
              <Table.Th>{t('featureManager.local.date')}</Table.Th>
              <Table.Th>{t('featureManager.local.count')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {saves.length === 0 && (
              <EmptyRow columns={4}>{t('featureManager.local.none')}</EmptyRow>
            )}
            {saves.map(([name, save]) => (
              <Table.Tr key={name} data-testid="feature-local-save" data-name={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Text size="sm">{new Date(save.date).toLocaleString(i18n.language)}</Text>
                </Table.Td>
                <Table.Td>{save.features.length}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onOpen(name, save)}>
                      {t('featureManager.local.open')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      onClick={() => {
                        deleteLocal(localStorage, name);
                        setMessage(t('featureManager.local.deleted', { name }));
                        setVersion((v) => v + 1);
                      }}
                    >
                      {t('common.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
