// /terms: the terms of service (static text; the contact address comes from the root data).
import { LegalContact, LegalPage, LegalSection } from "~/components/static/LegalPage";
import { routeMeta } from "~/lib/meta";
import { staticPageHeaders } from "~/.server/static-page-headers";

const MINIMUM_AGE = 13;
const PRO_PLAN_PRICE = "$9.99";

export const headers = staticPageHeaders;

export const meta = routeMeta(() => ({ title: "Terms of Service", description: "The terms that apply when you use our sites." }));

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service" intro="These terms apply to everyone who visits or uses our sites. Please read them carefully.">
      <LegalSection title="Acceptance of Terms">
        <p>
          By using the service you agree to these terms. If you do not agree, please do not use the service. You must be at least {MINIMUM_AGE} years old to use
          the service.
        </p>
      </LegalSection>
      <LegalSection title="Use of the Service">
        <p>
          The service provides sports history, results and statistics for your personal, non-commercial use. We work hard to keep the information accurate, but
          it is provided for information only and may contain errors.
        </p>
      </LegalSection>
      <LegalSection title="Prohibited Activities">
        <p>You agree not to:</p>
        <ul>
          <li>copy, scrape or redistribute the content in bulk, or resell it;</li>
          <li>interfere with the service, its security or its servers, or overload it with automated requests;</li>
          <li>attempt to access parts of the service you are not authorised to use;</li>
          <li>use the service for anything unlawful.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Limitation of Liability">
        <p>
          The service is provided “as is” without warranties of any kind. To the fullest extent the law allows, we are not liable for any indirect, incidental
          or consequential damages arising from your use of the service.
        </p>
      </LegalSection>
      <LegalSection title="Subscriptions">
        <ul>
          <li>
            <strong>Free tier:</strong> the core features of the service are free, with no account required.
          </li>
          <li>
            <strong>Premium:</strong> premium plans, such as Pro at {PRO_PLAN_PRICE} per month, add advanced features.
          </li>
          <li>
            <strong>Automatic renewal:</strong> paid subscriptions renew automatically at the end of each billing period until you cancel. You can cancel at any
            time; cancellation takes effect at the end of the current period.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Governing Law">
        <p>These terms are governed by the laws of the State of Kansas, USA.</p>
      </LegalSection>
      <LegalContact topic="these Terms of Service" />
    </LegalPage>
  );
}
