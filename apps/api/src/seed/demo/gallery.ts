import type { DemoGalleryItem } from './types';

const img = (name: string) => `/media/gallery/${name}.webp`;

export const demoGallery: DemoGalleryItem[] = [
  {
    image: img('window-ledge-spikes-mumbai'),
    title: 'Window ledge, Dadar, Mumbai',
    description: 'Two strips of stainless steel bird spikes glued along a 70 cm window sill. The pigeons that used to roost here now sit on the cable across the lane.',
  },
  {
    image: img('balcony-net-apartment'),
    title: 'Balcony net, Kothrud, Pune',
    description: 'A black 25 mm nylon net closes a third-floor balcony on a wire-rope frame. Clothes can dry and plants can grow without droppings.',
  },
  {
    image: img('temple-dome-spikes'),
    title: 'Temple dome cornices, Ujjain',
    description: 'Bird spikes run along both cornices of the dome and the hall below, so the white stonework stays clean before festivals. Fixed with adhesive, no drilling into old stone.',
  },
  {
    image: img('warehouse-roof-net'),
    title: 'Warehouse roof, Bhiwandi',
    description: 'An HDPE net under the roof trusses keeps pigeons off 18,000 sq ft of racking, and spikes on the tie beam stop them perching at the edge.',
  },
  {
    image: img('solar-panel-bird-proofing'),
    title: 'Rooftop solar array, Jaipur',
    description: 'Spikes along the top edge and mesh skirting underneath stop pigeons nesting below the panels, where droppings and twigs cut output.',
  },
  {
    image: img('ac-outdoor-unit-spikes'),
    title: 'AC outdoor unit, Hyderabad',
    description: 'Narrow spikes on the top of a split AC outdoor unit. Pigeons no longer nest in the gap behind it or stain the wall below.',
  },
  {
    image: img('shop-signboard-spikes'),
    title: 'Shop signboard, Dadar market',
    description: 'A row of stainless steel spikes along the top of a sweet shop signboard keeps the lettering clean and the footpath below free of droppings.',
  },
  {
    image: img('parapet-wall-spikes'),
    title: 'Terrace parapet, Ahmedabad',
    description: 'Spikes along 12 m of parapet coping on a housing society terrace. The parapet had been the favourite perch for a flock of about forty pigeons.',
  },
  {
    image: img('rooftop-water-tank-monkey-spikes'),
    title: 'Water tank platform, Shimla',
    description: 'Heavy monkey spikes round the tank platform and parapet, plus a spike collar on the inlet pipe. Monkeys no longer lift the lid or climb the pipe.',
  },
  {
    image: img('courtyard-net'),
    title: 'Inner courtyard, Chennai',
    description: 'A net stretched between the wings at roof level covers the courtyard and duct area of an office block while letting in light and air.',
  },
];
