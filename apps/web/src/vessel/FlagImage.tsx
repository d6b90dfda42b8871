import { Image } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Flag images from the `flag-icons` package (MIT), bundled with the app: each flag is its
 * own small asset, loaded only when a vessel of that flag is shown (never from the web).
 */
const FLAGS = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
});

const byIso = new Map(
  Object.entries(FLAGS).map(([path, load]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length).toUpperCase(),
    load,
  ]),
);

/** The flag of an ISO 3166-1 alpha-2 code (from the MMSI's MID); nothing for an unknown code. */
export function FlagImage({ iso, country }: { iso: string | null; country: string | null }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<{ iso: string; url: string } | null>(null);
  useEffect(() => {
    const load = iso ? byIso.get(iso.toUpperCase()) : undefined;
    if (!iso || !load) return;
    let live = true;
    void load().then((u) => {
      if (live) setUrl({ iso, url: u });
    });
    return () => {
      live = false;
    };
  }, [iso]);
  if (!url || url.iso !== iso) return null;
  return (
    <Image
      src={url.url}
      alt={t('vessel.flagOf', { country: country ?? iso })}
      w={36}
      h={27}
      radius={2}
      fit="cover"
      data-testid="vessel-flag"
      data-iso={iso}
      style={{ border: '1px solid var(--mantine-color-gray-4)' }}
    />
  );
}
