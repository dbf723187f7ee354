import * as layout from '../../../storybook/storyLayout.css';
import { cx } from '../../../utils/cx';
import { Accordion, AccordionItem } from '../Accordion';
import { Faq } from './faq';

/** The FAQ with one answer open, a multi-open group and a disabled item, for visual review. Stories only. */
export function AccordionMatrix() {
  return (
    <div className={layout.page}>
      <section className={cx(layout.card, layout.wide)} aria-labelledby="accordion-faq">
        <h2 id="accordion-faq" className={layout.cardTitle}>
          Frequently Asked Questions
        </h2>
        <Faq defaultExpandedKeys={['what']} />
      </section>
      <section className={layout.card} aria-labelledby="accordion-multiple">
        <header className={layout.cardHeader}>
          <h2 id="accordion-multiple" className={layout.cardTitle}>
            Several open
          </h2>
          <p className={layout.cardDescription}>For reference content (allowsMultipleExpanded).</p>
        </header>
        <Accordion allowsMultipleExpanded defaultExpandedKeys={['care', 'returns']}>
          <AccordionItem id="care" title="Care">
            <p>Wipe with a damp cloth twice a year.</p>
          </AccordionItem>
          <AccordionItem id="returns" title="Returns">
            <p>Unused packs can be returned within 7 days.</p>
          </AccordionItem>
        </Accordion>
      </section>
      <section className={layout.card} aria-labelledby="accordion-disabled">
        <header className={layout.cardHeader}>
          <h2 id="accordion-disabled" className={layout.cardTitle}>
            Disabled item
          </h2>
          <p className={layout.cardDescription}>Shown but cannot open.</p>
        </header>
        <Accordion>
          <AccordionItem id="installation" title="Installation service">
            <p>Our team installs in Bengaluru, Chennai and Hyderabad.</p>
          </AccordionItem>
          <AccordionItem id="amc" title="Annual maintenance (coming soon)" isDisabled>
            <p>Yearly checks of installed spikes and nets.</p>
          </AccordionItem>
        </Accordion>
      </section>
    </div>
  );
}
