import { ActionIcon, Popover, Tooltip } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { PortChooserPanel } from './PortChooserPanel.tsx';

/**
 * Toolbar: the way into the Alur & SBNP feature manager for those who may manage a port's
 * features (SPEC §6 'Alur & SBNP button'), listing their ports.
 */
export function FeatureManagerTool() {
  const { t } = useTranslation();
  const session = useSession();
  if (!can(session.data, 'features.manage')) return null;
  return (
    <Popover position="left-start" shadow="md" width={300} withinPortal>
      <Popover.Target>
        <Tooltip label={t('featureManager.entry.label')} position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('featureManager.entry.label')}
            data-testid="feature-manager-open"
          >
            <IconRoute size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <PortChooserPanel />
      </Popover.Dropdown>
    </Popover>
  );
}
