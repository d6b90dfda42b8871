import { Badge, Group, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { endpointPath, weatherEndpoints, type PortForecastIssue } from '@pantau/contracts';
import { rangeText, wibDateTime } from '@pantau/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { DownloadButton } from '../../ui/DownloadButton.tsx';
import { NotConfigured } from '../../ui/NotConfigured.tsx';
import type { PortRef } from '../feature.ts';
import { cms, fromTo, kts } from './weather-format.ts';

/** SPEC §4: the PDF button rests this long after a click, so one click is one download. */
const PDF_REST_MS = 1000;

const tide = (m: number | null, at: string | null) =>
  m === null ? '-' : `${m} M${at === null ? '' : ` (${at})`}`;

/** An issue time short enough for two tabs side by side: `02-12 19:00` (UTC+7). */
function shortStamp(ms: number): string {
  const full = wibDateTime(ms);
  return `${full.slice(0, 5)} ${full.slice(11, 16)}`;
}

/** An issue's fields as SPEC §2.22 lists them. */
function rows(i: PortForecastIssue, t: TFunction): [string, string][] {
  return [
    [t('weather.fields.weather'), i.weather ?? '-'],
    [t('weather.fields.wind'), rangeText(kts(i.windMinMs), kts(i.windMaxMs), t('weather.knots'))],
    [t('weather.fields.windDirection'), fromTo(t, i.windFrom, i.windTo)],
    [t('weather.fields.wave'), [i.waveCategory, i.waveDesc].filter(Boolean).join(' · ') || '-'],
    [t('weather.port.visibility'), i.visibilityM === null ? '-' : `${i.visibilityM} m`],
    [t('weather.port.temperature'), rangeText(i.tempMinC, i.tempMaxC, '°C')],
    [t('weather.port.humidity'), rangeText(i.rhMin, i.rhMax, '%')],
    [t('weather.port.current'), rangeText(cms(i.currentMinMs), cms(i.currentMaxMs), 'cm/s')],
    [t('weather.port.currentDirection'), fromTo(t, i.currentFrom, i.currentTo)],
    [t('weather.port.lowTide'), tide(i.lowTideM, i.lowTideAt)],
    [t('weather.port.highTide'), tide(i.highTideM, i.highTideAt)],
    [t('weather.fields.warning'), i.warningDesc ?? '-'],
    [t('weather.fields.weatherDesc'), i.weatherDesc ?? '-'],
  ];
}

/**
 * BMKG per port (SPEC §2.20 'BMKG weather per port', §2.22 'BMKG forecast'): under the port
 * panel's WEATHER tab (which the Others menu opens too), the port's forecast with a tab per
 * issue time and every SPEC §2.22 field, Generate PDF, and 'no BMKG data detected' where
 * BMKG has none for the port.
 */
export function PortBmkg({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  const [resting, setResting] = useState(false);
  const forecast = useQuery({
    queryKey: ['weather', 'port', port.id],
    queryFn: ({ signal }) =>
      call(weatherEndpoints.port, { params: { portId: port.id } }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  const f = forecast.data;
  return (
    <Stack gap={6} mt="sm" data-testid="port-bmkg">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('weather.port.title')}
        </Text>
        {f?.simulated && (
          <Badge size="xs" color="grape" variant="light">
            {t('weather.simulated')}
          </Badge>
        )}
      </Group>
      {forecast.isPending && (
        <Group gap={6}>
          <Loader size="xs" />
          <Text size="xs">{t('weather.loading')}</Text>
        </Group>
      )}
      {forecast.isError && (
        <Text size="xs" c="red">
          {t('weather.requestFailed')}
        </Text>
      )}
      {f?.state === 'notConfigured' && (
        <NotConfigured setting="PANTAU_BMKG_URL" p="xs">
          {t('weather.notConfigured')}
        </NotConfigured>
      )}
      {f?.state === 'error' && (
        <Text size="xs" c="yellow.8" data-testid="port-bmkg-error">
          {f.fetchedAt === null
            ? t('weather.error')
            : t('weather.port.lastGood', { time: wibDateTime(f.fetchedAt) })}
        </Text>
      )}
      {f && f.state !== 'notConfigured' && f.issues.length === 0 && f.state === 'ok' && (
        <Text size="sm" c="dimmed" data-testid="port-bmkg-none">
          {t('weather.port.none')}
        </Text>
      )}
      {f && f.issues.length > 0 && (
        <>
          <Tabs defaultValue={String(f.issues[0]?.issuedAt)} keepMounted={false}>
            <Tabs.List>
              {f.issues.map((i) => (
                <Tabs.Tab
                  key={i.issuedAt}
                  value={String(i.issuedAt)}
                  fz="xs"
                  px={8}
                  title={wibDateTime(i.issuedAt)}
                  data-testid="port-bmkg-issue"
                >
                  {shortStamp(i.issuedAt)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {f.issues.map((i) => (
              <Tabs.Panel key={i.issuedAt} value={String(i.issuedAt)} pt={4}>
                <Table fz="xs" verticalSpacing={2} horizontalSpacing={4}>
                  <Table.Tbody>
                    {rows(i, t).map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Th w={120} fw={500}>
                          {label}
                        </Table.Th>
                        <Table.Td>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group>
            <DownloadButton
              href={endpointPath(weatherEndpoints.portPdf, { portId: port.id })}
              disabled={resting}
              icon={<IconFileTypePdf size={14} />}
              testId="port-bmkg-pdf"
              onClick={() => {
                setResting(true);
                setTimeout(() => setResting(false), PDF_REST_MS);
              }}
            >
              {t('weather.port.pdf')}
            </DownloadButton>
          </Group>
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('weather.attribution')}
      </Text>
    </Stack>
  );
}
