import { ActionIcon, Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Tooltip } from '../../../components/Tooltip';

/** A small pencil that opens a dialog, named for screen readers. */
export function EditIcon({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" size="md" onClick={onClick} aria-label={label}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A compact panel action with an icon. */
export function PanelButton({ icon, onClick, children }: { icon: ReactNode; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="light" size="compact-sm" leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
