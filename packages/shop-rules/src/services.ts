/**
 * The shop's services as the catalogue keeps them (decision 058): a site survey, and installation priced per running
 * metre, per square metre or as a fixed job, each under its SAC code (GST's Services Accounting Code). The API
 * refuses a code of the wrong shape or heading with these words, and the back-office shows the same ones before it
 * sends.
 */

export const SERVICE_KINDS = ['survey', 'installation'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SERVICE_UNITS = ['visit', 'running_metre', 'square_metre', 'job'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** The units each kind is priced in: a survey is one visit; fitting by the metre, the square metre or the job. */
export const UNITS_OF_KIND: Record<ServiceKind, readonly ServiceUnit[]> = {
  survey: ['visit'],
  installation: ['running_metre', 'square_metre', 'job'],
};

/** How a quotation line and an invoice name the unit: the words `fittingUnit` (installationLength) reads back. */
export const UNIT_WORDS: Record<ServiceUnit, string> = {
  visit: 'visit',
  running_metre: 'running metre',
  square_metre: 'square metre',
  job: 'job',
};

/**
 * The SAC headings each kind may be filed under. Every SAC is six digits in GST's chapter 99. Installation work is
 * either installation of goods (heading 9987, "maintenance, repair and installation (except construction)",
 * e.g. 998739 installation of other goods) or installation done as building work (heading 9954, "construction
 * services", e.g. 995468 other installation services); a survey is a technical or business service of any heading
 * (998399 other professional, technical and business services, or 998343 surface surveying).
 */
const HEADINGS_OF_KIND: Record<ServiceKind, readonly string[] | null> = {
  survey: null,
  installation: ['9987', '9954'],
};

export const SAC_SHAPE_MESSAGE = 'A SAC code is 6 digits starting 99 (e.g. 998739 for installation, 998399 for a survey).';
export const SAC_INSTALLATION_MESSAGE = 'Installation is filed under SAC heading 9987 (installation of goods, e.g. 998739) or 9954 (construction services, e.g. 995468).';
export const UNIT_OF_KIND_MESSAGE: Record<ServiceKind, string> = {
  survey: 'A site survey is priced per visit.',
  installation: 'Installation is priced per running metre, per square metre or as a fixed job.',
};

/** A SAC code: six digits in chapter 99, the chapter GST keeps for services. */
export function isSacCode(code: string): boolean {
  return /^99[0-9]{4}$/.test(code);
}

/** Why a SAC code does not fit a service of this kind, or null when it does. */
export function sacCodeProblem(kind: ServiceKind, code: string): string | null {
  if (!isSacCode(code)) return SAC_SHAPE_MESSAGE;
  const headings = HEADINGS_OF_KIND[kind];
  if (headings && !headings.some((heading) => code.startsWith(heading))) return SAC_INSTALLATION_MESSAGE;
  return null;
}

/** Why a unit does not fit a service of this kind, or null when it does. */
export function unitProblem(kind: ServiceKind, unit: ServiceUnit): string | null {
  return UNITS_OF_KIND[kind].includes(unit) ? null : UNIT_OF_KIND_MESSAGE[kind];
}
