import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { mayManagePortFeatures } from '@pantau/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { ApiError } from '../../api/http.ts';
import { useCodedPorts, type CodedPort } from '../ports/index.ts';
import { AddFeatureForm } from './AddFeatureForm.tsx';
import { DownloadDialog } from './DownloadDialog.tsx';
import { FeatureMap } from './FeatureMap.tsx';
import { FeatureTable } from './FeatureTable.tsx';
import {
  asDrafts,
  usePublishedFeatures,
  usePublishFeatures,
  useSimnavFeatures,
} from './feature-manager.api.ts';
import { namesOf, type DraftFeature } from './feature-input.ts';
import { ManageLocalDialog, SaveLocalDialog } from './LocalSavesDialogs.tsx';
import { SimnavState } from './SimnavState.tsx';
import { UpdateLiveDialog } from './UpdateLiveDialog.tsx';

/** Where the working set came from: the live (published) set, or a local save by name. */
type Origin = { kind: 'live' } | { kind: 'local'; name: string };

export type Source = 'imotion' | 'simnav';

/**
 * The Alur & SBNP feature manager (SPEC §2.23, route /alur-sbnp/:portCode, full screen with
 * its own map) of any registry port with a UN/LOCODE: for the port's managers only (SPEC §6
 * 'Alur & SBNP button'; the server checks again on publishing).
 */
export function FeatureManagerPage() {
  const { t } = useTranslation();
  const { portCode = '' } = useParams();
  const session = useSession();
  const ports = useCodedPorts();
  const port = ports.data?.find((p) => p.code === portCode);
  const user = session.data?.user;
  const allowed =
    user !== undefined &&
    mayManagePortFeatures({ role: user.role, portCode: user.options.portCode }, portCode);

  if (ports.isPending) return <Loader m="xl" />;
  let refusal: string | null = null;
  if (ports.isError) refusal = t('featureManager.portsFailed');
  else if (!port) refusal = t('featureManager.unknownPort', { port: portCode });
  else if (!session.isPending && !allowed) refusal = t('featureManager.forbidden');
  if (refusal || !port) {
    return (
      <Box p="xl" data-testid="feature-manager">
        <Alert color="red" title={t('featureManager.title')} role="alert">
          {refusal}
        </Alert>
        <Anchor component={Link} to="/" size="sm">
          {t('common.backToMap')}
        </Anchor>
      </Box>
    );
  }
  if (session.isPending) return <Loader m="xl" />;
  return <Manager port={port} />;
}

function Manager({ port }: { port: CodedPort }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('imotion');
  const live = usePublishedFeatures(port.code);
  const simnav = useSimnavFeatures(port.code, source === 'simnav');
  const publish = usePublishFeatures(port.code);
  const [features, setFeatures] = useState<DraftFeature[] | null>(null);
  const [origin, setOrigin] = useState<Origin>({ kind: 'live' });
  const [mode, setMode] = useState<'table' | 'add'>('table');
  const [preview, setPreview] = useState<DraftFeature | null>(null);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [dialog, setDialog] = useState<'save' | 'manage' | 'download' | 'live' | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);

  // Until edited or replaced by a local save, the working set is the live set.
  const liveData = live.data;
  const working = useMemo(
    () => features ?? asDrafts(liveData?.features ?? []),
    [features, liveData],
  );
  const simnavData = simnav.data;
  const simnavFeatures = useMemo(() => asDrafts(simnavData?.features ?? []), [simnavData]);
  // SIMNAV is read only: the editing buttons wait for I-MOTION (SPEC §4 'Feature manager').
  const editable = source === 'imotion';
  const shown = editable ? working : simnavFeatures;
  const taken = useMemo(() => namesOf(working), [working]);
  const title = !editable
    ? 'SIMNAV'
    : origin.kind === 'live'
      ? t('featureManager.live')
      : origin.name;

  const chosenFeatures = chosen ? shown.filter((_, i) => chosen.has(i)) : [];

  return (
    <Box pos="fixed" inset={0} data-testid="feature-manager" data-source={source}>
      <FeatureMap center={[port.lon, port.lat]} features={shown} preview={preview} />
      <Paper
        shadow="md"
        p="md"
        radius="md"
        pos="absolute"
        top={12}
        left={12}
        w={520}
        style={{ maxHeight: 'calc(100vh - 24px)', overflow: 'auto', zIndex: 2 }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Title order={4}>
                {t('featureManager.title')} · {port.name}
              </Title>
              <Text size="sm" c="dimmed" data-testid="feature-manager-origin">
                {title}
              </Text>
            </div>
            <Anchor component={Link} to="/" size="sm">
              {t('common.backToMap')}
            </Anchor>
          </Group>
          <SegmentedControl
            data-testid="feature-source"
            value={source}
            onChange={(v) => {
              setSource(v);
              setChosen(null);
              setPreview(null);
              setMode('table');
            }}
            data={[
              { value: 'imotion', label: 'I-MOTION' },
              { value: 'simnav', label: 'SIMNAV' },
            ]}
          />
          {!editable && <SimnavState query={simnav} />}
          {notice && (
            <Alert
              color={notice.color}
              variant="light"
              withCloseButton
              onClose={() => setNotice(null)}
              data-testid="feature-notice"
            >
              {notice.text}
            </Alert>
          )}
          {live.isError && (
            <Alert color="red" variant="light" role="alert">
              {t('featureManager.loadFailed')}
            </Alert>
          )}
          {mode === 'add' ? (
            <AddFeatureForm
              takenNames={taken}
              onPreview={setPreview}
              onCancel={() => {
                setPreview(null);
                setMode('table');
              }}
              onSubmit={(f) => {
                setFeatures([...working, f]);
                setNotice({
                  color: 'teal',
                  text: t('featureManager.added', { name: f.properties.name }),
                });
              }}
            />
          ) : (
            <>
              <Group gap="xs">
                <Button
                  size="xs"
                  disabled={!editable}
                  onClick={() => {
                    setChosen(null);
                    setMode('add');
                  }}
                  data-testid="feature-add"
                >
                  {t('featureManager.addFeature')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  disabled={!editable}
                  onClick={() => setDialog('save')}
                  data-testid="feature-save-local"
                >
                  {t('featureManager.local.save')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  disabled={!editable}
                  onClick={() => setDialog('manage')}
                  data-testid="feature-manage-local"
                >
                  {t('featureManager.local.manage')}
                </Button>
                <Button
                  size="xs"
                  variant={chosen ? 'filled' : 'light'}
                  onClick={() => setChosen(chosen ? null : new Set())}
                  data-testid="feature-download"
                >
                  {t('featureManager.download.toggle')}
                </Button>
                <Button
                  size="xs"
                  color="orange"
                  disabled={!editable || !liveData}
                  onClick={() => setDialog('live')}
                  data-testid="feature-update-live"
                >
                  {t('featureManager.updateLive.button')}
                </Button>
              </Group>
              {chosen && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setChosen(new Set(shown.map((_, i) => i)))}
                  >
                    {t('featureManager.download.all')}
                  </Button>
                  <Button
                    size="xs"
                    disabled={chosen.size === 0}
                    onClick={() => setDialog('download')}
                    data-testid="feature-download-confirm"
                  >
                    {t('featureManager.download.confirm', { count: chosen.size })}
                  </Button>
                </Group>
              )}
              {(editable ? features === null && live.isPending : simnav.isPending) ? (
                <Loader size="sm" />
              ) : (
                <FeatureTable
                  features={shown}
                  chosen={chosen}
                  onChoose={(i, on) => {
                    const next = new Set(chosen);
                    if (on) next.add(i);
                    else next.delete(i);
                    setChosen(next);
                  }}
                  onRemove={
                    editable
                      ? (i) => {
                          const name = working[i]?.properties.name ?? '';
                          setChosen(null);
                          setFeatures(working.filter((_, k) => k !== i));
                          setNotice({ color: 'teal', text: t('featureManager.removed', { name }) });
                        }
                      : null
                  }
                />
              )}
            </>
          )}
        </Stack>
      </Paper>
      <SaveLocalDialog
        opened={dialog === 'save'}
        portId={port.code}
        features={working}
        onSaved={(name) => {
          setOrigin({ kind: 'local', name });
          setNotice({ color: 'teal', text: t('featureManager.local.saved', { name }) });
        }}
        onClose={() => setDialog(null)}
      />
      <ManageLocalDialog
        opened={dialog === 'manage'}
        portId={port.code}
        onOpen={(name, save) => {
          setFeatures(save.features);
          setOrigin({ kind: 'local', name });
          setChosen(null);
          setDialog(null);
          setNotice({ color: 'teal', text: t('featureManager.local.opened', { name }) });
        }}
        onClose={() => setDialog(null)}
      />
      <DownloadDialog
        opened={dialog === 'download'}
        features={chosenFeatures}
        baseName={`${port.code}_${title}`}
        onSaved={(name) =>
          setNotice({ color: 'teal', text: t('featureManager.download.saved', { name }) })
        }
        onClose={() => setDialog(null)}
      />
      <UpdateLiveDialog
        opened={dialog === 'live'}
        portName={port.name}
        count={working.length}
        pending={publish.isPending}
        error={
          publish.error
            ? publish.error instanceof ApiError && publish.error.status === 403
              ? t('featureManager.forbidden')
              : publish.error.message
            : null
        }
        onConfirm={() =>
          publish.mutate(working, {
            onSuccess: () => {
              setDialog(null);
              setOrigin({ kind: 'live' });
              setNotice({
                color: 'teal',
                text: t('featureManager.updateLive.done', { count: working.length }),
              });
            },
          })
        }
        onClose={() => {
          publish.reset();
          setDialog(null);
        }}
      />
    </Box>
  );
}
