import type { TImportRule } from '@freight/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleSite } from './rule-sites';

export type RuleDescription = Pick<TImportRule, 'kind' | 'field' | 'operator' | 'value' | 'site_id' | 'direction'>;

/**
 * A rule in words: its condition ('Consignee country equals “SE”') and what it does. Stable
 * while the language and the sites stay the same, so tables can keep their columns.
 */
export function useRuleText(sites: readonly RuleSite[]) {
  const { t } = useTranslation('imports');
  return useMemo(() => {
    const siteName = (id: number | null) => sites.find((site) => site.id === id)?.name ?? t('rules.unknown_site', { id: id ?? '' });
    return {
      condition: (rule: RuleDescription) =>
        t('rules.condition', {
          field: t(`rules.fields.${rule.field}`),
          operator: t(`rules.operators.${rule.operator}`),
          value: rule.value,
        }),
      outcome: (rule: RuleDescription) =>
        rule.kind === 'direction'
          ? t('rules.outcome.direction', { direction: rule.direction ? t(`rules.directions.${rule.direction}`) : '' })
          : t(`rules.outcome.${rule.kind}`, { site: siteName(rule.site_id) }),
    };
  }, [t, sites]);
}
