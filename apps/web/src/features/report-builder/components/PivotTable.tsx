import type { AnalyticsDimension, AnalyticsMeasure } from '@freight/contracts';
import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Pivot } from '../definition';
import { formatMeasure } from '../labels';

interface PivotTableProps {
  pivot: Pivot;
  rows: AnalyticsDimension | null;
  columns: AnalyticsDimension | null;
  measures: readonly AnalyticsMeasure[];
  label: (dimension: AnalyticsDimension | null, key: string) => string;
}

/** The report's figures: a row per value of the rows' grouping, a column per measure and value of the columns' grouping. */
export function PivotTable({ pivot, rows, columns, measures, label }: PivotTableProps) {
  const { t } = useTranslation(['reportBuilder', 'analytics']);
  const measureName = (measure: AnalyticsMeasure) => t(`analytics:measures.${measure}`);
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover withTableBorder withColumnBorders stickyHeader fz="sm" miw={480}>
        <Table.Thead>
          {columns && (
            <Table.Tr>
              <Table.Th />
              {pivot.columnKeys.map((columnKey) => (
                <Table.Th key={columnKey} colSpan={measures.length} ta="center">
                  {label(columns, columnKey)}
                </Table.Th>
              ))}
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th>{rows ? t(`analytics:dimensions.${rows}`) : ''}</Table.Th>
            {pivot.columnKeys.flatMap((columnKey) =>
              measures.map((measure) => (
                <Table.Th key={`${columnKey}:${measure}`} ta="right">
                  {measureName(measure)}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pivot.rowKeys.map((rowKey) => (
            <Table.Tr key={rowKey}>
              <Table.Th scope="row" fw={500}>
                {label(rows, rowKey)}
              </Table.Th>
              {pivot.columnKeys.flatMap((columnKey) =>
                measures.map((measure) => (
                  <Table.Td key={`${columnKey}:${measure}`} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMeasure(measure, pivot.value(rowKey, columnKey, measure))}
                  </Table.Td>
                )),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
