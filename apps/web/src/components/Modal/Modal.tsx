import { Modal as MantineModal, type ModalProps as MantineModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogPresence } from './dialog-presence';

/** Widths of the product's dialog sizes (SPEC §9), in pixels. */
export const MODAL_WIDTHS = {
  s: 380,
  sm: 440,
  md: 520,
  600: 600,
  middle: 720,
  lg: 800,
  '2xl': 1000,
  '3xl': 1200,
} as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;

export interface ModalProps extends Omit<MantineModalProps, 'size' | 'closeOnClickOutside'> {
  size?: ModalSize;
  /** Clicking the dimmed page around the dialog closes it @default true */
  closeOnOverlayClick?: boolean;
  /** The Escape key closes the dialog @default true */
  closeOnEscape?: boolean;
}

/**
 * A dialog in one of the product's sizes (SPEC §4, §9). On a narrow screen it never grows
 * wider than the viewport. It is in the page from its first opening.
 */
export function Modal({ opened, size = 'md', closeOnOverlayClick = true, closeOnEscape = true, ...props }: ModalProps) {
  const { t } = useTranslation('components');
  const presence = useDialogPresence(opened);
  if (!presence.present) return null;
  return (
    <MantineModal
      opened={presence.opened}
      size={MODAL_WIDTHS[size]}
      closeOnClickOutside={closeOnOverlayClick}
      closeOnEscape={closeOnEscape}
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      {...props}
    />
  );
}
