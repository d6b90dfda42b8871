import { NOTE_EMPTY_MESSAGE, NOTE_MAX, NOTE_POSTED_MESSAGE } from '@pantau/contracts';
import { Button, Group, Modal, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { stampOrMissing } from '@pantau/domain';
import { useNotes, usePostNote } from './notes.api.ts';

/**
 * The vessel's notes (SPEC §2.15 'Add Notes', §3 'Vessel note'): every user's notes on it,
 * newest first, each with its stamp (UTC+7, HH:mm:ss DD-MM-YYYY) and author, and a field to
 * add one. Keyed by vessel: another vessel starts with its own notes and an empty field.
 */
export function NotesDialog({
  mmsi,
  title,
  opened,
  onClose,
}: {
  mmsi: number;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notes = useNotes(mmsi, opened);
  const post = usePostNote(mmsi);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);

  const submit = () => {
    setPosted(false);
    // The spec's check, before asking the server (which checks the same).
    if (text.trim() === '') {
      setError(NOTE_EMPTY_MESSAGE);
      return;
    }
    setError(null);
    post.mutate(text, {
      onSuccess: () => {
        setText('');
        setPosted(true);
      },
      onError: (e) => setError(e instanceof ApiError ? e.message : t('vessels.notes.notPosted')),
    });
  };

  const rows = notes.data?.notes ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('vessels.notes.title')} size="lg" centered>
      <Stack gap="xs" data-testid="notes-dialog">
        <Text size="sm" c="dimmed">
          {t('vessels.notes.count', { title, count: rows.length })}
        </Text>
        <Textarea
          label={t('vessels.notes.add')}
          placeholder={t('vessels.notes.placeholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={NOTE_MAX}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
            setPosted(false);
          }}
          data-testid="notes-input"
        />
        <Group justify="space-between">
          <Text size="sm" c="teal" data-testid="notes-posted">
            {posted ? NOTE_POSTED_MESSAGE : ''}
          </Text>
          <Button size="xs" onClick={submit} loading={post.isPending} data-testid="notes-submit">
            {t('common.submit')}
          </Button>
        </Group>
        <ScrollArea.Autosize mah="50vh">
          <Table striped withTableBorder fz="sm" data-testid="notes-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vessels.notes.date')}</Table.Th>
                <Table.Th>{t('vessels.notes.notes')}</Table.Th>
                <Table.Th>{t('vessels.notes.user')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((n) => (
                <Table.Tr key={n.id} data-testid="notes-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {stampOrMissing(n.createdAt)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{n.notes}</Table.Td>
                  <Table.Td>{n.user}</Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <EmptyRow columns={3}>
                  {t(notes.isPending ? 'common.loading' : 'vessels.notes.none')}
                </EmptyRow>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
