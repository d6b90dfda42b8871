import { Code, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { FramePage } from '../../ui/FramePage.tsx';

/** /data-ais: the vessel database table (Data Kapal). */
export function DataAisPage() {
  return (
    <FramePage title="Data Kapal">
      The vessel database table arrives with the Vessels issue.
    </FramePage>
  );
}

/** /analisis: analysis charts. */
export function AnalisisPage() {
  return (
    <FramePage title="Analisis">The analysis charts arrive with the Analytics issue.</FramePage>
  );
}

/** /help. */
export function HelpPage() {
  return (
    <FramePage title="Help">
      The help pages arrive with the Documentation issue. The API reference is served by the server
      at <Code>/api/docs</Code>.
    </FramePage>
  );
}

/** /cctv and /radio read 'Dalam Pengerjaan' (SPEC §2). */
export function InProgressPage({ title }: { title: string }) {
  return (
    <FramePage title={title}>
      <Text fw={600}>Dalam Pengerjaan</Text>
    </FramePage>
  );
}

/** /cctv_live, /cctv_live_244, /cctv_live_245: live CCTV players taking a `link` parameter. */
export function CctvLivePage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const link = params.get('link');
  return (
    <FramePage title={title}>
      <Text>The live CCTV player arrives with the CCTV issue.</Text>
      {link && (
        <Text size="sm" mt="xs">
          Requested stream: <Code>{link}</Code>
        </Text>
      )}
    </FramePage>
  );
}
