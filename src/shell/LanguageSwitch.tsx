// A real link to the same page in the other language (works without JavaScript).
import { Link } from 'wouter';
import { htmlLang } from '../content/format.ts';
import { otherLocale } from '../content/routes.ts';
import { useSite } from './site-context.tsx';

export function LanguageSwitch({
  alternate,
  className,
  full = false,
}: {
  alternate: string;
  className?: string;
  full?: boolean;
}) {
  const { settings, locale } = useSite();
  const other = otherLocale(locale);
  return (
    <Link className={className ?? 'language-switch'} href={alternate} hrefLang={htmlLang[other]} lang={htmlLang[other]}>
      {full ? (
        settings.navigation.switchLanguage
      ) : (
        <>
          <span aria-hidden="true">{other.toUpperCase()}</span>
          <span className="visually-hidden">{settings.navigation.switchLanguage}</span>
        </>
      )}
    </Link>
  );
}
