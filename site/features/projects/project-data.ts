// What the projects page shows beyond core's figures: the 'Coming Soon' group, the gallery and the
// partners (their details are HTML, so they go through SafeHtml).
export const COMING_SOON = [
  {id: 'laundry', title: 'Nard Laundry Service', text: 'A neighbourhood laundry run by our trainees.'},
  {id: 'logistics', title: 'Nard Logistics', text: 'Packing and delivery skills for warehouse jobs.'},
  {id: 'events', title: 'Nard Events', text: 'Our trainees host community events and challenges.'},
] as const;

export const GALLERY = [
  {id: 'farm', kind: 'farm', caption: 'Greens growing on our hydroponic shelves'},
  {id: 'coffee', kind: 'coffee', caption: 'Fresh coffee from our roastery'},
  {id: 'tools', kind: 'tools', caption: 'Tools from the handyman course'},
  {id: 'hands', kind: 'hands', caption: 'A new seedling, ready to plant'},
  {id: 'people', kind: 'people', caption: 'Trainees planning the week together'},
  {id: 'farm-2', kind: 'farm', caption: 'Harvest day at the urban farm'},
] as const;

export type GalleryKind = (typeof GALLERY)[number]['kind'];

export const PARTNER_DETAILS: Record<string, string> = {
  'mountbatten-vocational-school':
    '<p>Mountbatten Vocational School prepares <strong>young people</strong> for work. Its students join our courses.</p>',
  blueacres:
    '<p>BlueAcres is an <strong>urban farm</strong>. Our trainees learn hydroponic farming with its growers.</p>',
  singrass:
    '<p>SINGRASS builds <strong>indoor greenery</strong> and smart eco systems. They grow greens without pesticides, in line with Singapore’s 30 by 30 food goal.</p>',
  islahcare:
    '<p>IslahCARE is a <strong>drug-rehabilitation centre</strong>. Together we help people stay well and find work.</p>',
};
