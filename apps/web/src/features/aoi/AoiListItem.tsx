import { ActionIcon, Checkbox, Group, Tooltip } from '@mantine/core';
import type { AoiView } from '@pantau/contracts';
import { IconArchive, IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { placeError } from '../../ui/formErrors.ts';
import { useArchiveAoi } from './aoi.api.ts';
import { useAoi } from './aoi.store.ts';
import { mayArchive, shapeOfView } from './aoi-view.ts';
import { fitShape } from './fit.ts';
import { shapeBounds } from './aoi-shapes.ts';
import { ShareToChat } from '../chat/index.ts';

/** One area of 'Tampilkan Zona AOI': its checkbox, zoom-to-area, and archive when allowed. */
export function AoiListItem(props: {
  aoi: AoiView;
  user: { username: string; role: string } | null;
}) {
  const { t } = useTranslation();
  const { aoi } = props;
  const map = useMapInstance();
  const ticked = useAoi((s) => s.ticked.includes(aoi.id));
  const archive = useArchiveAoi();
  const [asking, setAsking] = useState(false);
  const shape = shapeOfView(aoi);
  const bounds = shape ? shapeBounds(shape) : null;

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap={4}
      data-testid="aoi-list-item"
      data-id={aoi.id}
      data-name={aoi.name}
    >
      <Checkbox
        label={aoi.name}
        title={aoi.description}
        checked={ticked}
        onChange={(e) => useAoi.getState().tick(aoi.id, e.currentTarget.checked)}
        styles={{ label: { wordBreak: 'break-word' } }}
      />
      <Group gap={2} wrap="nowrap">
        <Tooltip label={t('aoi.list.zoom', { name: aoi.name })}>
          <ActionIcon
            variant="subtle"
            aria-label={t('aoi.list.zoom', { name: aoi.name })}
            disabled={!shape}
            onClick={() => {
              if (shape) fitShape(map, shape);
            }}
            data-testid="aoi-zoom"
          >
            <IconZoomIn size={16} />
          </ActionIcon>
        </Tooltip>
        {bounds && (
          <ShareToChat
            label={aoi.name}
            attachment={{ kind: 'aoi', id: aoi.id, name: aoi.name.slice(0, 100), bbox: bounds }}
          />
        )}
        {props.user && mayArchive(aoi, props.user) && (
          <Tooltip label={t('aoi.list.archive', { name: aoi.name })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('aoi.list.archive', { name: aoi.name })}
              onClick={() => setAsking(true)}
              data-testid="aoi-archive"
            >
              <IconArchive size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t('aoi.list.archiveTitle')}
        pending={archive.isPending}
        error={archive.error ? (placeError(archive.error, []).alert ?? null) : null}
        onClose={() => {
          setAsking(false);
          archive.reset();
        }}
        onConfirm={() =>
          archive.mutate(aoi.id, {
            onSuccess: () => {
              setAsking(false);
              useAoi.getState().tick(aoi.id, false);
            },
          })
        }
      >
        {t('aoi.list.archiveBody', { name: aoi.name })}
      </ConfirmDialog>
    </Group>
  );
}
