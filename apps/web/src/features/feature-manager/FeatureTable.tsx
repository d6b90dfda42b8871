import { ActionIcon, Checkbox, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { coordinatesText, type DraftFeature } from './feature-input.ts';

/**
 * The feature table (SPEC §2.23, §2.20 'lane table (No, Name, Type, Coordinates)'): one row per
 * feature; a row expands to its coordinates, one at a time (opening one closes the other).
 * In download mode each row has a checkbox; rows can be removed while editing is allowed.
 */
export function FeatureTable({
  features,
  chosen,
  onChoose,
  onRemove,
}: {
  features: readonly DraftFeature[];
  /** The rows ticked for download, when choosing. */
  chosen: ReadonlySet<number> | null;
  onChoose: (index: number, on: boolean) => void;
  /** Removing a row, when editing is allowed. */
  onRemove: ((index: number) => void) | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const columns = 4 + (chosen ? 1 : 0) + (onRemove ? 1 : 0);
  return (
    <ScrollArea.Autosize mah="55vh">
      <Table striped highlightOnHover data-testid="feature-table">
        <Table.Thead>
          <Table.Tr>
            {chosen && <Table.Th />}
            <Table.Th>{t('featureManager.table.no')}</Table.Th>
            <Table.Th>{t('featureManager.table.name')}</Table.Th>
            <Table.Th>{t('featureManager.table.type')}</Table.Th>
            <Table.Th />
            {onRemove && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {features.length === 0 && (
            <EmptyRow columns={columns}>{t('featureManager.table.empty')}</EmptyRow>
          )}
          {features.map((f, i) => {
            const expanded = open === i;
            return (
              <Fragment key={`${i}-${f.properties.name}`}>
                <Table.Tr
                  data-testid="feature-row"
                  data-name={f.properties.name}
                  data-expanded={expanded}
                >
                  {chosen && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t('featureManager.download.choose', {
                          name: f.properties.name,
                        })}
                        checked={chosen.has(i)}
                        onChange={(e) => onChoose(i, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{f.properties.name}</Table.Td>
                  <Table.Td>
                    {f.properties.type}
                    {f.properties.poiType ? ` · ${f.properties.poiType}` : ''}
                    {f.properties.poiColor ? ` · ${f.properties.poiColor}` : ''}
                    {f.properties.dsi ? ` · DSI ${f.properties.dsi}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('featureManager.table.expand', { name: f.properties.name })}
                      aria-expanded={expanded}
                      onClick={() => setOpen(expanded ? null : i)}
                    >
                      {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                  </Table.Td>
                  {onRemove && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('featureManager.table.remove', { name: f.properties.name })}
                        onClick={() => {
                          setOpen(null);
                          onRemove(i);
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
                {expanded && (
                  <Table.Tr data-testid="feature-row-detail">
                    <Table.Td colSpan={columns}>
                      <Stack gap={0}>
                        {coordinatesText(f.geometry).map((c, k) => (
                          <Text key={k} size="xs" ff="monospace">
                            {f.properties.pointNames?.[k] ? `${f.properties.pointNames[k]}: ` : ''}
                            {c}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
