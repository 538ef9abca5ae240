import { ButtonLink } from '../../components/ui/Button';
import { Badge } from '../../components/ui/Badge';
import { PageSpinner } from '../../components/ui/Spinner';
import { ErrorPanel } from '../../components/ui/States';
import { TabList, TabPanel, Tabs } from '../../components/ui/Tabs';
import { useDemo } from './api/demo';
import { DemoBanner } from './components/DemoBanner';
import { DemoChat } from './components/DemoChat';
import { DemoClosingCall } from './components/DemoClosingCall';
import { DemoFeatured } from './components/DemoFeatured';
import { DemoOverview } from './components/DemoOverview';
import { DemoTournaments } from './components/DemoTournaments';

const tabs = [
  { value: 'overview', label: 'Group Overview' },
  { value: 'tournaments', label: 'Tournaments' },
  { value: 'chat', label: 'Group Chat' },
];

/** /demo: a read-only tour of a real-looking group for visitors. */
export function DemoPage() {
  const { data: demo, error, isPending, refetch } = useDemo();

  if (isPending) return <PageSpinner label="Loading interactive demo..." />;
  if (error) {
    return (
      <div className="px-4">
        <ErrorPanel title="Demo Unavailable" message={error.message} onRetry={() => void refetch()}>
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </ErrorPanel>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <DemoBanner />
      <header>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          {demo.group.name}
          <Badge tone="sand">DEMO</Badge>
        </h1>
        {demo.group.description && <p className="mt-1 text-muted">{demo.group.description}</p>}
      </header>
      <DemoFeatured featured={demo.featured} />
      <Tabs defaultValue="overview" className="space-y-5">
        <TabList tabs={tabs} label="Demo group" />
        <TabPanel value="overview">
          <DemoOverview demo={demo} />
        </TabPanel>
        <TabPanel value="tournaments">
          <DemoTournaments tournaments={demo.tournaments} />
        </TabPanel>
        <TabPanel value="chat">
          <DemoChat messages={demo.messages} />
        </TabPanel>
      </Tabs>
      <DemoClosingCall />
    </div>
  );
}
