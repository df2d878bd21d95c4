import Handlebars from 'handlebars';
import {
  BRAND,
  CONTACT_REPLY_HOURS,
  HOUR_MS,
  RESET_TOKEN_LIFETIME_MS,
  TRIAL_DAYS,
  VERIFICATION_TOKEN_LIFETIME_MS,
  type MailMessage,
  type MailTemplateName,
} from '@pointforge/domain';
import { HTML_LAYOUT, HTML_PARTIALS, MAIL_TEMPLATE_SOURCES, TEXT_LAYOUT, TEXT_PARTIALS } from './templates';

/** Subject and both bodies of one email, ready for a transport. */
export interface RenderedContent {
  subject: string;
  html: string;
  text: string;
}

type Render = (context: object) => string;

interface CompiledTemplate {
  subject: Render;
  reason: Render;
  html: Render;
  text: Render;
}

/** Numbers the copy quotes, taken from the catalogue so an email never disagrees with the rules. */
const CATALOGUE_FACTS = {
  trialDays: TRIAL_DAYS,
  verifyLinkHours: VERIFICATION_TOKEN_LIFETIME_MS / HOUR_MS,
  resetLinkHours: RESET_TOKEN_LIFETIME_MS / HOUR_MS,
  contactReplyHours: CONTACT_REPLY_HOURS,
};

function hours(count: number): string {
  return count === 1 ? '1 hour' : `${count} hours`;
}

/**
 * Two Handlebars environments, because partials are compiled with the options of the
 * template that first uses them: HTML escapes every `{{value}}`, plain text escapes nothing
 * (an `&` in a company name must stay an `&`). Strict mode makes a template that names a
 * field the data lacks throw instead of sending an email with a hole in it.
 */
function createEnvironment(partials: Record<string, string>): typeof Handlebars {
  const environment = Handlebars.create();
  environment.registerHelper('hours', hours);
  environment.registerPartial(partials);
  return environment;
}

/** Renders the nine emails from `templates/`, inside the shared HTML and text layouts. */
export class HandlebarsMailRenderer {
  private readonly templates: { [T in MailTemplateName]: CompiledTemplate };
  private readonly htmlLayout: Render;
  private readonly textLayout: Render;

  constructor() {
    const html = createEnvironment(HTML_PARTIALS);
    const text = createEnvironment(TEXT_PARTIALS);
    const compileHtml = (source: string): Render => html.compile(source, { strict: true });
    const compileText = (source: string): Render => text.compile(source, { strict: true, noEscape: true });

    this.htmlLayout = compileHtml(HTML_LAYOUT);
    this.textLayout = compileText(TEXT_LAYOUT);
    const compiled = Object.entries(MAIL_TEMPLATE_SOURCES).map(([name, source]) => [
      name,
      {
        subject: compileText(source.subject),
        reason: compileText(source.reason),
        html: compileHtml(source.html),
        text: compileText(source.text),
      },
    ]);
    this.templates = Object.fromEntries(compiled) as { [T in MailTemplateName]: CompiledTemplate };
  }

  render(message: MailMessage): RenderedContent {
    const template = this.templates[message.template];
    const context = { ...message.data, ...CATALOGUE_FACTS, brand: BRAND };
    // A subject is a header: a line break in a visitor's text must not start a new one.
    const subject = template.subject(context).replace(/\s+/g, ' ').trim();
    const reason = template.reason(context);
    const layoutContext = { brand: BRAND, subject, reason };
    return {
      subject,
      html: this.htmlLayout({ ...layoutContext, body: template.html(context) }),
      text: this.textLayout({ ...layoutContext, body: template.text(context) }),
    };
  }
}
