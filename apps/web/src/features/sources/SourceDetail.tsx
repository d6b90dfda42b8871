import { Badge, Button, Group, Paper, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/i18n.ts';
import { isRadarKind } from '@pantau/contracts';
import { wibStamp } from '@pantau/domain';
import { formatLatency, formatRate, isBuiltIn, type Source } from './sources.model.ts';
import { useSourceHistory, type Sample } from './sources.store.ts';

const EMPTY: Sample[] = [];

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Th w={140} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td data-testid={testId}>{value}</Table.Td>
    </Table.Tr>
  );
}

/** The selected station (SPEC §2.5): its settings, its live numbers and their recent past. */
export function SourceDetail({
  source,
  canManage,
  onEdit,
  onRestart,
  onDelete,
}: {
  source: Source;
  canManage: boolean;
  onEdit: () => void;
  onRestart: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const samples = useSourceHistory((s) => s.samples[source.id] ?? EMPTY);
  const { status } = source;
  const radar = isRadarKind(source.kind);
  const network =
    source.kind === 'tcp-client' || source.kind === 'tcp-listen' || source.kind === 'udp' || radar;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="source-detail" data-name={source.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {source.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Badge variant="light" color={source.satellite ? 'grape' : 'teal'}>
              {source.satellite ? t('sources.satellite') : t('sources.terrestrial')}
            </Badge>
            {!source.enabled && (
              <Badge variant="light" color="gray">
                {t('sources.disabled')}
              </Badge>
            )}
          </Group>
        </Group>
        <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
          <Table.Tbody>
            <Fact label={t('sources.kind')} value={source.kind} />
            {network && (
              <Fact label={t('sources.ip')} value={source.host ?? t('sources.allInterfaces')} />
            )}
            {network && <Fact label={t('sources.port')} value={String(source.port ?? '-')} />}
            {radar && (
              <Fact
                label={t('sources.radarLon')}
                value={source.radarLon == null ? '-' : source.radarLon.toFixed(5)}
              />
            )}
            {radar && (
              <Fact
                label={t('sources.radarLat')}
                value={source.radarLat == null ? '-' : source.radarLat.toFixed(5)}
              />
            )}
            {source.kind === 'file' && (
              <Fact label={t('sources.path')} value={source.path ?? '-'} />
            )}
            {source.kind === 'file' && (
              <Fact
                label={t('sources.speed')}
                value={source.speed === null ? '-' : `×${source.speed}`}
              />
            )}
            <Fact label={t('sources.district')} value={source.district ?? '-'} />
          </Table.Tbody>
        </Table>
        <Tabs defaultValue="stream" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="stream">{t('sources.stream')}</Tabs.Tab>
            <Tabs.Tab value="historical">{t('sources.historical')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="stream" pt="xs">
            <Table fz="xs" verticalSpacing={2} withRowBorders={false} data-testid="source-stream">
              <Table.Tbody>
                <Fact label={t('sources.engine')} value={status.engine} testId="source-engine" />
                <Fact label={t('sources.messageRate')} value={formatRate(status.messageRate)} />
                <Fact
                  label={t('sources.messages')}
                  value={formatNumber(status.messages, i18n.language)}
                />
                <Fact
                  label={t('sources.lastMessage')}
                  value={status.lastMessageAt === null ? '-' : wibStamp(status.lastMessageAt)}
                />
                <Fact label={t('sources.latency')} value={formatLatency(status.latencyMs)} />
                <Fact
                  label={t('sources.decodeErrors')}
                  value={formatNumber(status.decodeErrors, i18n.language)}
                />
                <Fact
                  label={t('sources.duplicates')}
                  value={formatNumber(status.duplicates, i18n.language)}
                />
                <Fact label={t('sources.detail')} value={status.detail ?? '-'} />
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
          <Tabs.Panel value="historical" pt="xs">
            {samples.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('sources.noSamples')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={220}>
                <Table fz="xs" verticalSpacing={2} striped data-testid="source-history">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('common.timeWib')}</Table.Th>
                      <Table.Th>{t('sources.rate')}</Table.Th>
                      <Table.Th>{t('sources.messages')}</Table.Th>
                      <Table.Th>{t('sources.errors')}</Table.Th>
                      <Table.Th>{t('sources.dupes')}</Table.Th>
                      <Table.Th>{t('sources.latency')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...samples].reverse().map((sample) => (
                      <Table.Tr key={sample.at}>
                        <Table.Td>{wibStamp(sample.at).slice(0, 8)}</Table.Td>
                        <Table.Td>{sample.status.messageRate.toFixed(1)}</Table.Td>
                        <Table.Td>{sample.status.messages}</Table.Td>
                        <Table.Td>{sample.status.decodeErrors}</Table.Td>
                        <Table.Td>{sample.status.duplicates}</Table.Td>
                        <Table.Td>{formatLatency(sample.status.latencyMs)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Tabs.Panel>
        </Tabs>
        {canManage && !isBuiltIn(source) && (
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              data-testid="source-edit"
            >
              {t('common.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={onRestart}
              data-testid="source-restart"
            >
              {t('sources.restart')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              data-testid="source-delete"
            >
              {t('common.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
