import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { FileTypeIcon } from './FileTypeIcon';
import { StatusIcon } from './StatusIcon';
import { TransportModeIcon } from './TransportModeIcon';

describe('StatusIcon', () => {
  it('draws an exception as a filled red circle named after the status', () => {
    renderWithProviders(<StatusIcon status="EXCEPTION" label="Exception" />);
    const icon = screen.getByRole('img', { name: 'Status: Exception' });
    expect(icon).toHaveClass('tabler-icon-circle-filled');
    expect(icon).toHaveAttribute('fill', 'var(--mantine-color-red-8)');
  });

  it('draws a confirmed booking as a green outline', () => {
    renderWithProviders(<StatusIcon status="CONFIRMED" />);
    const icon = screen.getByRole('img', { name: 'Status: CONFIRMED' });
    expect(icon).toHaveClass('tabler-icon-circle');
    expect(icon).toHaveAttribute('stroke', 'var(--mantine-color-green-8)');
  });

  it('draws any other status as a filled green circle', () => {
    renderWithProviders(<StatusIcon status="DELIVERED" />);
    const icon = screen.getByRole('img', { name: 'Status: DELIVERED' });
    expect(icon).toHaveClass('tabler-icon-circle-filled');
    expect(icon).toHaveAttribute('fill', 'var(--mantine-color-green-8)');
  });

  it('draws a missing status as a filled grey circle', () => {
    renderWithProviders(<StatusIcon status={null} />);
    const icon = screen.getByRole('img', { name: 'No status' });
    expect(icon).toHaveClass('tabler-icon-circle-filled');
    expect(icon).toHaveAttribute('fill', 'var(--mantine-color-gray-6)');
  });
});

describe('TransportModeIcon', () => {
  it.each([
    ['SEA', 'Ocean', 'ship'],
    ['OCEAN', 'Ocean', 'ship'],
    ['AIR', 'Air', 'plane'],
    ['ROAD', 'Road', 'truck'],
    ['RAIL', 'Rail', 'train'],
    ['COURIER', 'Courier', 'bike'],
    ['EXPRESS', 'Express', 'bolt'],
    ['MULTIMODAL', 'Multimodal', 'stack-2'],
    ['TELEPORT', 'Unknown transport mode', 'question-mark'],
  ])('shows %s as %s', (mode, name, icon) => {
    renderWithProviders(<TransportModeIcon mode={mode} />);
    expect(screen.getByRole('img', { name })).toHaveClass(`tabler-icon-${icon}`);
  });
});

describe('FileTypeIcon', () => {
  it('picks the icon by extension', () => {
    renderWithProviders(
      <>
        <FileTypeIcon fileName="waybill.PDF" />
        <FileTypeIcon fileName="letter.docx" />
        <FileTypeIcon fileName="scan.jpeg" />
        <FileTypeIcon fileName="rates.xlsx" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'PDF document' })).toHaveClass('tabler-icon-file-type-pdf');
    expect(screen.getByRole('img', { name: 'Word document' })).toHaveClass('tabler-icon-file-type-docx');
    expect(screen.getByRole('img', { name: 'JPEG image' })).toHaveClass('tabler-icon-file-type-jpg');
    expect(screen.getByRole('img', { name: 'File' })).toHaveClass('tabler-icon-file');
  });
});
