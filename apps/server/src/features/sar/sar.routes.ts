import {
  SAR_RANGE_MAX_DAYS,
  sarEndpoints,
  type SarAssistAnswer,
  type SarAssistQuery,
} from '@pantau/contracts';
import { wibDayStart } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { assistXlsx, sarPdf, sarPdfName } from './sar-export.ts';
import type { SarService } from './sar.service.ts';

export interface SarRouteDeps {
  service: SarService;
  assist: (q: SarAssistQuery) => Promise<SarAssistAnswer>;
  now: () => number;
}

/** A period of 1 to 31 UTC+7 days, the to-date not before the from-date (SPEC §5). */
export function checkPeriod(dateFrom: string, dateTo: string): void {
  const days = (wibDayStart(dateTo) - wibDayStart(dateFrom)) / 86_400_000 + 1;
  if (days < 1)
    throw new ApiError('VALIDATION', {
      field: 'dateTo',
      message: 'dateTo must not be before dateFrom',
    });
  if (days > SAR_RANGE_MAX_DAYS)
    throw new ApiError('VALIDATION', {
      field: 'dateTo',
      message: `a search spans at most ${SAR_RANGE_MAX_DAYS} days`,
    });
}

const config = { access: 'map.view' } as const;

/** Berita SAR (SPEC §2.14, §7) and SAR assist, for everyone signed in. */
export function sarRoutes(app: FastifyInstance, d: SarRouteDeps): void {
  const e = sarEndpoints;
  route(app, e.news, { config }, async (req) => {
    const { dateFrom, dateTo } = req.params;
    checkPeriod(dateFrom, dateTo);
    return d.service.news(dateFrom, dateTo);
  });
  route(app, e.pdf, { config }, async (req, reply) => {
    const { dateFrom, dateTo } = req.params;
    checkPeriod(dateFrom, dateTo);
    const news = await d.service.news(dateFrom, dateTo);
    if (news.state === 'notConfigured')
      throw new ApiError('NOT_FOUND', { message: 'Basarnas is not configured on this server' });
    const name = sarPdfName(dateFrom, dateTo);
    return reply
      .header(
        'content-disposition',
        `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('x-row-count', String(news.data.length))
      .type('application/pdf')
      .send(sarPdf(dateFrom, dateTo, news.data, d.now(), news.simulated));
  });
  route(app, e.assist, { config }, (req) => d.assist(req.query));
  route(app, e.assistExport, { config: { ...config, audit: true } }, async (req, reply) => {
    const answer = await d.assist(req.query);
    return reply
      .header('content-disposition', 'attachment; filename="sar-assist.xlsx"')
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(await assistXlsx(answer));
  });
}
