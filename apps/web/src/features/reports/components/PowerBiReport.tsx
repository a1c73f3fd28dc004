import type { TReportEmbed } from '@freight/contracts';
import { models, type Embed, type Report } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useEffect, useRef, useState } from 'react';
import classes from './EmbeddedReport.module.css';

type PowerBiEmbed = Extract<TReportEmbed, { kind: 'power_bi' }>;

/**
 * A Power BI report embedded with the token the server generated. A renewed token is handed to
 * the report already shown, so the reader keeps their page, filters and scroll position.
 */
export function PowerBiReport({ embed, title }: { embed: PowerBiEmbed; title: string }) {
  // The first token embeds the report; later ones only renew it.
  const [config] = useState(() => ({
    type: 'report',
    id: embed.report_id,
    embedUrl: embed.embed_url,
    accessToken: embed.access_token,
    tokenType: models.TokenType.Embed,
    settings: embed.options as models.ISettings,
  }));
  const report = useRef<Report | null>(null);
  useEffect(() => {
    if (report.current && embed.access_token !== config.accessToken) void report.current.setAccessToken(embed.access_token);
  }, [embed.access_token, config.accessToken]);

  return (
    <div className={classes.frame} role="region" aria-label={title}>
      <PowerBIEmbed
        embedConfig={config}
        cssClassName={classes.fill}
        getEmbeddedComponent={(embedded: Embed) => {
          report.current = embedded as Report;
        }}
      />
    </div>
  );
}
