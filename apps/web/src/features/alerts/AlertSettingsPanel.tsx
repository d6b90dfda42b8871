import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ALERT_ACTIONS,
  ALERT_TRIGGERS,
  POI_CATEGORIES,
  RADIUS_UNITS,
  type AlertChannelStatus,
  type AlertRadius,
  type AlertSettings,
} from '@pantau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { useAlertChannels, useAlertSettings, useSaveAlertSettings } from './alerts.api.ts';
import { fromShown, toShown } from './radius.ts';

/** A radius as typed: the number in its unit (metres are what is stored). */
function RadiusInput({
  value,
  onChange,
  label,
  testId,
}: {
  value: AlertRadius;
  onChange: (r: AlertRadius) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <NumberInput
        aria-label={label}
        value={toShown(value)}
        min={0}
        decimalScale={3}
        w={130}
        onChange={(v) => onChange(fromShown(typeof v === 'number' ? v : Number(v), value.unit))}
        data-testid={testId}
      />
      <NativeSelect
        aria-label={t('alerts.settings.unit')}
        value={value.unit}
        data={RADIUS_UNITS.map((u) => ({ value: u, label: t(`alerts.settings.units.${u}`) }))}
        onChange={(e) => onChange({ ...value, unit: e.currentTarget.value as AlertRadius['unit'] })}
        data-testid={`${testId}-unit`}
      />
    </Group>
  );
}

function ChannelLine({ name, s }: { name: string; s: AlertChannelStatus | null | undefined }) {
  const { t } = useTranslation();
  if (!s) {
    return (
      <Text size="sm" c="dimmed">
        {t('alerts.settings.channelUnknown', { name })}
      </Text>
    );
  }
  if (!s.configured) {
    return (
      <Text size="sm" c="dimmed" data-state="not-configured">
        {t('alerts.settings.channelNotConfigured', { name })}
      </Text>
    );
  }
  return (
    <Text size="sm" c={s.lastError ? 'red' : undefined} data-state={s.lastError ? 'failing' : 'ok'}>
      {t('alerts.settings.channelCounts', {
        name,
        sent: s.sent,
        pending: s.pending,
        failed: s.failed,
      })}
      {s.lastError ? ` ${t('alerts.settings.channelError', { error: s.lastError })}` : ''}
    </Text>
  );
}

/**
 * The Settings card's Notification tab (SPEC §3 'Settings', issue #17): which alerts sound
 * and pop up (triggers, Distance Alert), the actions (Notification, Email, Telegram) with
 * where to send, the boundary radius per POI category with its unit (stored in metres), and
 * how the Email and Telegram channels are doing (not configured, sent, waiting, failing).
 */
export function AlertSettingsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useAlertSettings(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('alerts.settings.title')} size="lg" centered>
      {!settings.data ? (
        <Text size="sm" c="dimmed">
          {t('alerts.loading')}
        </Text>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </Modal>
  );
}

function SettingsForm({ initial }: { initial: AlertSettings }) {
  const { t } = useTranslation();
  const channels = useAlertChannels(true);
  const save = useSaveAlertSettings();
  const [draft, setDraft] = useState<AlertSettings>(initial);
  const [saved, setSaved] = useState(false);
  const edit = (patch: Partial<AlertSettings>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const error = save.error instanceof ApiError ? save.error : null;

  return (
    <Stack gap="sm" data-testid="alert-settings">
      <Checkbox.Group
        label={t('alerts.settings.triggers')}
        value={draft.triggers}
        onChange={(v) => edit({ triggers: v })}
      >
        <Group gap="md" mt={4}>
          {ALERT_TRIGGERS.map((k) => (
            <Checkbox
              key={k}
              value={k}
              label={t(`alerts.settings.trigger.${k}`)}
              data-testid={`alert-trigger-${k}`}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('alerts.settings.actions')}
        value={draft.actions}
        onChange={(v) => edit({ actions: v })}
      >
        <Group gap="md" mt={4}>
          {ALERT_ACTIONS.map((k) => (
            <Checkbox
              key={k}
              value={k}
              label={t(`alerts.settings.action.${k}`)}
              data-testid={`alert-action-${k}`}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('alerts.settings.email')}
          value={draft.email ?? ''}
          onChange={(e) => edit({ email: e.currentTarget.value.trim() || null })}
          error={error?.field === 'email' ? error.message : undefined}
          data-testid="alert-email"
        />
        <TextInput
          label={t('alerts.settings.telegram')}
          description={t('alerts.settings.telegramHint')}
          value={draft.telegramChatId ?? ''}
          onChange={(e) => edit({ telegramChatId: e.currentTarget.value.trim() || null })}
          error={error?.field === 'telegramChatId' ? error.message : undefined}
          data-testid="alert-telegram"
        />
      </Group>
      <div>
        <Text size="sm" fw={500}>
          {t('alerts.settings.distance')}
        </Text>
        <RadiusInput
          label={t('alerts.settings.distance')}
          value={draft.distance}
          onChange={(distance) => edit({ distance })}
          testId="alert-distance"
        />
      </div>
      <div>
        <Title order={6}>{t('alerts.settings.boundary')}</Title>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {POI_CATEGORIES.map((c) => (
              <Table.Tr key={c}>
                <Table.Td>{t(`alerts.settings.category.${c}`)}</Table.Td>
                <Table.Td>
                  <RadiusInput
                    label={t(`alerts.settings.category.${c}`)}
                    value={draft.boundary[c]}
                    onChange={(r) => edit({ boundary: { ...draft.boundary, [c]: r } })}
                    testId={`alert-boundary-${c}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Stack gap={2} data-testid="alert-channels">
        <Title order={6}>{t('alerts.settings.channels')}</Title>
        <ChannelLine name={t('alerts.settings.action.email')} s={channels.data?.email} />
        <ChannelLine name={t('alerts.settings.action.telegram')} s={channels.data?.telegram} />
      </Stack>
      {error && error.field !== 'email' && error.field !== 'telegramChatId' && (
        <Alert color="red" data-testid="alert-settings-error">
          {error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        {saved && (
          <Text size="sm" c="green" data-testid="alert-settings-saved">
            {t('alerts.settings.saved')}
          </Text>
        )}
        <Button
          loading={save.isPending}
          onClick={() => save.mutate(draft, { onSuccess: () => setSaved(true) })}
          data-testid="alert-settings-save"
        >
          {t('alerts.settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
