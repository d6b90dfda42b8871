import { Button, CloseButton, Group, Text, Title } from '@mantine/core';
import type { RegistryAsset } from '@pantau/contracts';
import { poiDisplayName } from '@pantau/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { SidePanel } from '../../screen/SidePanel.tsx';
import { useSelection } from '../../selection/selection.store.ts';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { openPortPanel, opensPortPanel, refreshPortPanel } from '../port-panel/index.ts';
import { PoiEditForm } from './PoiEditForm.tsx';
import { poiRows } from './poi-info.ts';
import { useRegistryAsset } from './ports.api.ts';

/**
 * The POI info card (SPEC §2.24), titled with the POI's name, where the vessel panel would be;
 * a port or Kantor Disnav opens the port info panel instead (SPEC §2.20), a panel of its own,
 * and the selection is let go.
 */
export function PoiCard({ id }: { id: string }) {
  const asset = useRegistryAsset(id);
  const port = asset !== null && opensPortPanel(asset.category);
  useEffect(() => {
    if (!asset || !port) return;
    openPortPanel(asset, PortEditor);
    useSelection.getState().select(null);
  }, [asset, port]);
  if (!asset || port) return null;
  return <AssetCard asset={asset} />;
}

/** A port's registry edit, inside the port info panel's General Info (registry managers). */
function PortEditor({ asset }: { asset: RegistryAsset }) {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const fresh = useRegistryAsset(asset.id);
  useEffect(() => {
    if (fresh && fresh !== asset) refreshPortPanel(fresh);
  }, [fresh, asset]);
  if (!can(session.data, 'registry.manage')) return null;
  if (editing) return <PoiEditForm asset={asset} onDone={() => setEditing(false)} />;
  return <EditButton onClick={() => setEditing(true)} />;
}

/** The registry manager's Edit (SPEC §2.24 card, and the port panel's General Info). */
function EditButton({ onClick, mt }: { onClick: () => void; mt?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button size="xs" variant="light" onClick={onClick} data-testid="poi-card-edit">
        {t('common.edit')}
      </Button>
    </Group>
  );
}

function AssetCard({ asset }: { asset: RegistryAsset }) {
  const { t } = useTranslation();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <SidePanel label={t('ports.card.label')} testId="poi-card" mmsi={asset.id} padding="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={4} data-testid="poi-card-title">
          {poiDisplayName(asset.name, asset.category)}
        </Title>
        <CloseButton
          aria-label={t('ports.card.close')}
          onClick={() => useSelection.getState().select(null)}
        />
      </Group>
      {editing ? (
        <PoiEditForm asset={asset} onDone={() => setEditing(false)} />
      ) : (
        <InfoRows rows={poiRows(t, asset)} testId="poi-info" />
      )}
      {!editing && can(session.data, 'registry.manage') && (
        <EditButton mt="xs" onClick={() => setEditing(true)} />
      )}
      {asset.source === 'wpi' && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('ports.card.wpiSource')}
        </Text>
      )}
    </SidePanel>
  );
}
