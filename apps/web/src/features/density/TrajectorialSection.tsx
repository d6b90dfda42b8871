import { Alert, Button, Group, Switch, Text, TextInput } from '@mantine/core';
import { wibDay } from '@pantau/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/i18n.ts';
import { BAND_COLOURS } from './cluster.ts';
import { fetchTrajectorial, useTrajectorial } from './density.store.ts';

const LEGEND: readonly MessageKey[] = [
  'density.trajectorial.low',
  'density.trajectorial.medium',
  'density.trajectorial.high',
  'density.trajectorial.highest',
];

/**
 * Density Trajectorial (SPEC §2.3, §9): a day no later than yesterday, fetched on demand,
 * drawn as cells in four colours at quarters of the highest: Low, Medium, High, Highest.
 */
export function TrajectorialSection() {
  const { t } = useTranslation();
  const s = useTrajectorial();
  const [yesterday] = useState(() => wibDay(Date.now() - 86_400_000));
  return (
    <>
      <Switch
        size="xs"
        label={t('density.trajectorial.title')}
        checked={s.on}
        onChange={(e) => useTrajectorial.setState({ on: e.currentTarget.checked })}
        data-testid="density-trajectorial-toggle"
      />
      {s.on && (
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              type="date"
              size="xs"
              label={t('density.trajectorial.date')}
              value={s.day}
              max={yesterday}
              onChange={(e) => {
                const day = e.currentTarget.value;
                useTrajectorial.setState({ day: day > yesterday ? yesterday : day });
              }}
              data-testid="density-trajectorial-date"
            />
            <Button
              size="xs"
              disabled={!s.day}
              loading={s.status === 'loading'}
              onClick={() => void fetchTrajectorial()}
              data-testid="density-trajectorial-fetch"
            >
              {t('density.trajectorial.fetch')}
            </Button>
          </Group>
          {s.message && (
            <Alert
              color="red"
              variant="light"
              p={6}
              role="alert"
              data-testid="density-trajectorial-error"
            >
              {t(
                s.message === 'notAvailable'
                  ? 'common.datesNotAvailable'
                  : 'density.trajectorial.failed',
              )}
            </Alert>
          )}
          <Group gap={8} data-testid="density-trajectorial-legend">
            {LEGEND.map((key, i) => (
              <Group key={key} gap={4}>
                <span
                  style={{
                    width: 10,
                    height: 10,
                    background: BAND_COLOURS[i],
                    display: 'inline-block',
                  }}
                />
                <Text size="xs">{t(key)}</Text>
              </Group>
            ))}
          </Group>
          <Text
            size="xs"
            c="dimmed"
            data-testid="density-trajectorial-cells"
            data-cells={s.cells?.lon.length ?? 0}
          >
            {s.cells ? t('density.trajectorial.cells', { n: s.cells.lon.length }) : ''}
          </Text>
        </>
      )}
    </>
  );
}
