import { Button } from '../../components/ui/button';
import { ButtonRow } from '../../components/ui/button-row';
import { CallToActionBanner } from '../../components/ui/call-to-action-banner';
import { Card, CardHeader } from '../../components/ui/card';
import { CardGrid } from '../../components/ui/card-grid';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailure } from '../../components/ui/load-failure';
import { Notice } from '../../components/ui/notice';
import { PlanCard } from '../../components/ui/plan-card';
import { PriceTag } from '../../components/ui/price-tag';
import { StatusPill } from '../../components/ui/status-pill';
import { Timeline } from '../../components/ui/timeline';
import { CatalogueSection } from './catalogue-section';

/** Buttons, notices, cards, prices, plans, the empty state and the closing banner, in their states. */
export function CatalogueBasics() {
  return (
    <>
      <CatalogueSection id="buttons" title="Button">
        <ButtonRow>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
        </ButtonRow>
        <ButtonRow>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
          <Button disabled>Disabled</Button>
          <Button busy busyLabel="Saving…">
            Save
          </Button>
        </ButtonRow>
      </CatalogueSection>

      <CatalogueSection id="notices" title="Notice">
        <Notice tone="info">Your trial ends in 5 days.</Notice>
        <Notice tone="danger" role="alert">
          Your licenses could not be loaded.
        </Notice>
      </CatalogueSection>

      <CatalogueRecordStates />

      <CatalogueSection id="cards" title="Card, CardGrid">
        <CardGrid columns={3}>
          {['Point clouds', 'Surfaces', 'Volumes'].map((title, index) => (
            <Card as="li" key={title} aria-labelledby={`catalogue-card-${index}`}>
              <CardHeader titleId={`catalogue-card-${index}`} title={title} intro="A card with its header and a line of text." />
            </Card>
          ))}
        </CardGrid>
      </CatalogueSection>

      <CataloguePlans />

      <CatalogueSection id="empty-state" title="EmptyState">
        <EmptyState title="You don't have any licenses yet." text="Start a free trial or choose a plan.">
          <Button>View Plans</Button>
        </EmptyState>
      </CatalogueSection>

      <CatalogueSection id="banner" title="CallToActionBanner">
        <CallToActionBanner
          titleId="catalogue-banner"
          title="Ready to process your first survey?"
          text="Start a free trial, or ask for a demo."
          actions={[
            { section: 'pricing', label: 'Start Free Trial' },
            { section: 'demo', label: 'Request a Demo' },
          ]}
        />
      </CatalogueSection>
    </>
  );
}

const PLANS = [
  {
    id: 'standard',
    name: 'Standard',
    description: 'For a surveyor working alone.',
    popularBadge: 'Most Popular',
    price: { amount: '$75', period: '/month' },
    billing: 'Billed monthly',
    savings: [],
    features: ['Point cloud processing', 'Surface modelling'],
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For a team.',
    popularBadge: null,
    price: { amount: '$720', period: '/year' },
    billing: 'Billed yearly',
    savings: ['Save $180 a year'],
    features: ['Everything in Standard', 'Surface compare and volumes'],
  },
] as const;

/** A price on its own, and two plans as offers: the popular one raised. */
function CataloguePlans() {
  return (
    <CatalogueSection id="prices" title="PriceTag, PlanCard">
      <PriceTag amount="$75" period="/month" />
      <CardGrid columns={2}>
        {PLANS.map(({ id, ...plan }) => (
          <PlanCard key={id} variant="offer" nameId={`catalogue-plan-${id}`} featuresLabel={`${plan.name} includes`} {...plan} />
        ))}
      </CardGrid>
    </CatalogueSection>
  );
}

/** How a record shows its state and its history, and a section whose data did not load. */
function CatalogueRecordStates() {
  return (
    <>
      <CatalogueSection id="status-pills" title="StatusPill">
        <p className="catalogue__row">
          <StatusPill tone="success">Active</StatusPill>
          <StatusPill tone="info">Running</StatusPill>
          <StatusPill tone="warning">Payment overdue</StatusPill>
          <StatusPill tone="danger">Suspended</StatusPill>
          <StatusPill>Pending</StatusPill>
        </p>
      </CatalogueSection>

      <CatalogueSection id="timeline" title="Timeline">
        <Timeline
          label="History of the demo request"
          events={[
            {
              id: '2',
              at: '2027-03-05T14:30:00Z',
              atLabel: 'March 5, 2027 at 14:30',
              who: 'nomsa@pointforge.example',
              children: <p>Note: wants five seats for the survey team.</p>,
            },
            {
              id: '1',
              at: '2027-03-01T09:00:00Z',
              atLabel: 'March 1, 2027 at 09:00',
              who: 'nomsa@pointforge.example',
              children: <p>Moved from Pending to Contacted. Called, demo on Friday.</p>,
            },
          ]}
        />
      </CatalogueSection>

      <CatalogueSection id="load-failure" title="LoadFailure">
        <LoadFailure message="Your licenses could not be loaded. Please try again." retryLabel="Try Again" onRetry={() => undefined} />
      </CatalogueSection>
    </>
  );
}
