import { Button, Group, Modal, Portal, Stack, Table, Text, Title } from '@mantine/core';
import { PORT_VESSEL_HEADER, type DlkpSource, type PortSummary } from '@pantau/contracts';
import { orMissing, wibDateTime } from '@pantau/domain';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './PrintPreview.module.css';
import { reportUrl } from './port-panel.api.ts';

/** The print layout: General Info, the counts and the vessels within 30 NM. */
function PrintSheet(props: { summary: PortSummary; className?: string; testId?: string }) {
  const { t } = useTranslation();
  const s = props.summary;
  const sourceName = s.dlkp.source === 'simnav' ? 'SIMNAV' : 'I-MOTION';
  return (
    <Stack gap="xs" className={props.className} data-testid={props.testId}>
      <Title order={4}>{s.port.name}</Title>
      <Text size="xs" c="dimmed">
        {t('portPanel.print.made', { at: wibDateTime(s.at) })}
      </Text>
      <Text fw={600} size="sm">
        {t('portPanel.general.title')}
      </Text>
      <Text size="sm">
        {t('portPanel.general.code')}: {orMissing(s.port.code)} · {t('portPanel.general.id')}:{' '}
        {s.port.id} · {t('portPanel.general.lon')}: {s.port.lon.toFixed(5)} ·{' '}
        {t('portPanel.general.lat')}: {s.port.lat.toFixed(5)}
      </Text>
      <Text fw={600} size="sm">
        {t('portPanel.count.title')}
      </Text>
      <Text size="sm">
        {s.dlkp.inside === null
          ? `${sourceName}: ${t('portPanel.count.noDlkp')}`
          : `${sourceName} · ${t('portPanel.count.dlkpIn')}: ${s.dlkp.inside} · ${t('portPanel.count.dlkpOut')}: ${s.dlkp.outside ?? 0}`}{' '}
        · {t('portPanel.count.radius')}: {s.within30}
      </Text>
      {s.vessels.length === 0 ? (
        <Text size="sm">{t('portPanel.noVessel')}</Text>
      ) : (
        <Table fz="xs" striped withTableBorder verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              {PORT_VESSEL_HEADER.slice(0, 3).map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
              <Table.Th>{PORT_VESSEL_HEADER[10]}</Table.Th>
              <Table.Th>{PORT_VESSEL_HEADER[11]}</Table.Th>
              <Table.Th>{PORT_VESSEL_HEADER[12]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.vessels.map((v, i) => (
              <Table.Tr key={v.mmsi}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{v.mmsi}</Table.Td>
                <Table.Td>{orMissing(v.name)}</Table.Td>
                <Table.Td>{v.distanceNm.toFixed(2)}</Table.Td>
                <Table.Td>{v.inDlkp === null ? '-' : v.inDlkp ? 'in' : 'out'}</Table.Td>
                <Table.Td>{wibDateTime(v.positionT)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * Print preview (SPEC §2.20): the card's print layout as it will print; the browser's print
 * of it (the layout alone, from a copy outside the dialog, A4 landscape), and its PDF export,
 * A4 landscape, made by the server from the same figures.
 */
export function PrintPreview(props: {
  summary: PortSummary;
  source: DlkpSource;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const s = props.summary;
  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      title={t('portPanel.print.title')}
      data-testid="port-print-preview"
    >
      <PrintSheet summary={s} testId="port-print-layout" />
      <Group justify="flex-end" gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPrinter size={14} />}
          onClick={() => window.print()}
        >
          {t('portPanel.print.print')}
        </Button>
        <Button
          component="a"
          href={reportUrl(s.port.id, props.source)}
          download
          size="xs"
          leftSection={<IconFileTypePdf size={14} />}
          data-testid="port-print-pdf"
        >
          {t('portPanel.print.pdf')}
        </Button>
      </Group>
      <Portal>
        <PrintSheet summary={s} className={classes.printOnly} />
      </Portal>
    </Modal>
  );
}
