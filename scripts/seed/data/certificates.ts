import type { PdfLine } from '../art/pdf.ts'

const samplePdf = (heading: string, lines: string[]): PdfLine[] => [
  { text: 'SAMPLE - NOT A REAL CERTIFICATE', size: 24, y: 760 },
  { text: heading, size: 16, y: 700 },
  ...lines.map((text, index) => ({ text, size: 13, y: 640 - index * 22 })),
  { text: 'Replace this file with the real certificate in the Studio (Certificates).', size: 11, y: 90 },
]

/** SAMPLE certificates: the numbers are fake and each PDF says so in large letters. */
export const certificateRows = [
  {
    n: 1,
    title: 'SAMPLE - FSSAI Central Licence',
    issuer: 'Food Safety and Standards Authority of India (sample entry)',
    number: 'SAMPLE-10000000000000',
    validUntil: '2030-03-31',
    filename: 'sample-fssai-licence.pdf',
    pdf: [
      { text: 'SAMPLE - NOT A REAL LICENCE', size: 26, y: 760 },
      { text: 'Food Safety and Standards Authority of India', size: 16, y: 700 },
      { text: 'Central Licence (specimen for the website seed)', size: 14, y: 676 },
      { text: 'Licence No.: SAMPLE-10000000000000', size: 13, y: 620 },
      { text: 'Name of business: Spice & Makhana Co. (sample)', size: 13, y: 598 },
      { text: 'Address: Unit 12, Sample Spice Lane, New Delhi 110028', size: 13, y: 576 },
      { text: 'Kind of business: Import, export and trade of spices and makhana', size: 13, y: 554 },
      { text: 'Valid until: 31 March 2030', size: 13, y: 532 },
      { text: 'Replace this file with the real licence in the Studio (Certificates).', size: 11, y: 90 },
    ] satisfies PdfLine[],
  },
  {
    n: 2,
    title: 'SAMPLE - Spices Board Certificate of Registration as Exporter',
    issuer: 'Spices Board India (sample entry)',
    number: 'SAMPLE-CRES-000000',
    validUntil: '2029-03-31',
    filename: 'sample-spices-board-cres.pdf',
    pdf: samplePdf('Spices Board India - Registration as Exporter (CRES)', [
      'Registration No.: SAMPLE-CRES-000000',
      'Exporter: Spice & Makhana Co. (sample)',
      'Valid until: 31 March 2029',
    ]),
  },
  {
    n: 3,
    title: 'SAMPLE - APEDA Registration-cum-Membership Certificate',
    issuer: 'Agricultural and Processed Food Products Export Development Authority (sample entry)',
    number: 'SAMPLE-RCMC-000000',
    validUntil: '2029-03-31',
    filename: 'sample-apeda-rcmc.pdf',
    pdf: samplePdf('APEDA - Registration-cum-Membership Certificate', [
      'RCMC No.: SAMPLE-RCMC-000000',
      'Products: makhana and processed foods (sample)',
      'Valid until: 31 March 2029',
    ]),
  },
  {
    n: 4,
    title: 'SAMPLE - ISO 22000:2018 Food Safety Management',
    issuer: 'Accredited certification body (sample entry)',
    number: 'SAMPLE-FSMS-000000',
    validUntil: '2028-12-31',
    filename: 'sample-iso-22000.pdf',
    pdf: samplePdf('ISO 22000:2018 Food Safety Management (incl. HACCP)', [
      'Certificate No.: SAMPLE-FSMS-000000',
      'Scope: cleaning, grinding, blending and packing of spices and makhana',
      'Valid until: 31 December 2028',
    ]),
  },
]
