import { Anchor, ScrollArea, Table } from '@mantine/core';
import { formatNumber } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from '../../../components/ChartBlock/ChartBlock';

interface ChartFiguresProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Opens the shipments a figure counts, as a click on its bar does. */
  onSelect?: (index: number, seriesIndex: number) => void;
  /** What a figure opens: shipments, or purchase orders for the purchase dashboard. */
  opens?: 'shipments' | 'orders';
}

/**
 * A chart's figures as a table, shown on request: the same numbers as the bars, each opening its
 * shipments, so the drill-down works from the keyboard and a screen reader too.
 */
export function ChartFigures({ labels, series, onSelect, opens = 'shipments' }: ChartFiguresProps) {
  const { t } = useTranslation('analytics');
  return (
    <ScrollArea type="auto" mah={360} mt="sm">
      <Table striped withTableBorder fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {series.map((entry) => (
              <Table.Th key={entry.label} ta="right">
                {entry.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labels.map((category, index) => (
            <Table.Tr key={`${category}-${index}`}>
              <Table.Th scope="row" fw={500}>
                {category}
              </Table.Th>
              {series.map((entry, seriesIndex) => {
                const figure = formatNumber(entry.values[index] ?? 0);
                return (
                  <Table.Td key={entry.label} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {onSelect ? (
                      <Anchor
                        component="button"
                        type="button"
                        fz="sm"
                        aria-label={t(opens === 'orders' ? 'figure_orders' : 'figure_shipments', { figure, category, series: entry.label })}
                        onClick={() => onSelect(index, seriesIndex)}
                      >
                        {figure}
                      </Anchor>
                    ) : (
                      figure
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
