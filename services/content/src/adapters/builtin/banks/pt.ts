import type { Trade } from '@sitespark/site-model';
import type { BankVariant, CommonFrames, Frame, LanguageBank, TradeBank } from './bank.ts';

/**
 * The Portuguese bank: neutral Portuguese that reads naturally in Brazil and in Portugal. The reader
 * is addressed with você and third-person imperatives (Experimente, Conheça, Veja), which both
 * varieties use in marketing; no "tu" verb forms, no progressive with "estar + gerúndio/a + infinitivo",
 * no sentence-initial clitics, and no words whose spelling differs across the Atlantic (contato,
 * econômico, equipe/equipa...); the email signature is the name alone for the same reason.
 *
 * A slot never follows a preposition that would need to fuse with an article: "na/no/da/do/em"
 * before {name} or {place} depends on the gender and the name itself ("no Porto", "em Lisboa"), so
 * the frames put the name and the place after a colon, at the start or beside a comma instead.
 * Adjectives never agree with a slot ("novo/nova"); "{feature}: {detail}" is the house style.
 *
 * Each role is written in parts: n: no person · w: nós · i: eu. Base = n + w, first person = n + i.
 */

interface Parts {
  n?: Frame[];
  w?: Frame[];
  i?: Frame[];
}

const nos = (p: Parts): Frame[] => [...(p.n ?? []), ...(p.w ?? [])];
const eu = (p: Parts): Frame[] => [...(p.n ?? []), ...(p.i ?? [])];
const hasFirstPerson = (p: Parts): boolean => (p.w?.length ?? 0) + (p.i?.length ?? 0) > 0;

type ListRole = {
  [K in keyof CommonFrames]: CommonFrames[K] extends Frame[] ? K : never;
}[keyof CommonFrames];

const commonParts: Record<ListRole, Parts> = {
  featureWithDetail: {
    n: [
      '{feature}: {detail}',
      '{feature}. {detail}',
      'Vamos falar de {feature}. {detail}',
      'O que está por trás de {feature}: {detail}',
      'Sobre {feature}, em poucas palavras: {detail}',
      'Um olhar sobre {feature}. {detail}',
      'Em resumo, {feature}: {detail}',
      'Em destaque, {feature}: {detail}',
      '{name}, sobre {feature}: {detail}',
    ],
    w: ['Apresentamos {feature}. {detail}', '{feature}, tal como fazemos: {detail}'],
    i: ['Apresento {feature}. {detail}', '{feature}, tal como faço: {detail}'],
  },
  featureOnly: {
    n: ['{name} apresenta: {feature}.', '{name} oferece {feature}.', 'Pergunte por {feature}.', 'Saiba mais sobre {feature} em {domain}.', '{name}, {place}: {feature}.'],
    w: ['{feature}: parte do nosso dia a dia.', 'Entre o que fazemos: {feature}.'],
    i: ['{feature}: parte do meu dia a dia.', 'Parte do meu trabalho: {feature}.'],
  },
  featureList: {
    n: [
      '{name}: {feature}, {feature2} e {feature3}.',
      '{name}: de {feature} a {feature2}.',
      '{feature}, {feature2}, {feature3}: escolha por onde começar.',
      '{feature}, {feature2} e {feature3}, lado a lado.',
      '{name} em três palavras: {feature}, {feature2}, {feature3}.',
    ],
    w: ['O nosso trabalho em três palavras: {feature}, {feature2}, {feature3}.'],
    i: ['Meu trabalho em três palavras: {feature}, {feature2}, {feature3}.'],
  },
  listIntro: {
    n: ['{name}, a começar por {feature}:', '{feature} e muito mais:', 'Num relance, de {feature} a {feature2}:', '{name}, {place}:', 'Para {audience}:'],
    w: ['O que fazemos, a partir de {feature}:'],
    i: ['O que faço, a partir de {feature}:'],
  },
  priceLine: {
    n: [
      '{item}: {price}.',
      '{item} por {price}.',
      'Preço, sem rodeios: {item}, {price}.',
      '{item}, {price}.',
      'Quanto custa? {item}: {price}.',
      'Tabela de valores: {item}, {price}.',
      '{name}, {place}: {item} por {price}.',
      'Direto da tabela de preços – {name}: {item}, {price}.',
      'Valores em {domain}: {item}, {price}.',
    ],
  },
  placeLine: {
    n: ['Onde: {place}.', '{name}, {place}.', 'Localização: {place}.', 'Para quem está por perto: {name}, {place}.'],
    w: ['Estamos aqui: {place}.', 'Onde nos encontrar: {place}.'],
    i: ['É onde trabalho: {place}.', 'Minha base: {place}.'],
  },
  scheduleLine: {
    n: ['Horário: {schedule}', 'Horários a ter em conta: {schedule}', 'Quando: {schedule}', 'Horário de funcionamento: {schedule}', 'Bom saber: {schedule}', 'Prepare a visita: {schedule}'],
  },
  quoteIntro: {
    n: [
      'Nas palavras de {author}:',
      'A opinião de {author}:',
      'Algumas linhas de {author}:',
      'Quem conta é {author}:',
      'Palavra de cliente, por {author}:',
      '{name}, {place}, nas palavras de {author}:',
      'Avaliação assinada por {author} – {name}, {place}:',
      'Depoimento sobre {name}, de {author}:',
    ],
    w: ['Foi isto que {author} nos escreveu:'],
    i: ['Foi isto que {author} me escreveu:', '{author}, sobre trabalhar comigo:'],
  },
  quoteIntroAnonymous: {
    n: ['Palavra de cliente – {name}, {place}:', 'Avaliação de cliente, {name} ({place}):', 'Assim contou um cliente – {name}, {place}:', 'O que diz um cliente – {name}, {place}:'],
    w: ['Foi isto que um cliente nos escreveu – {name}, {place}:'],
    i: ['Foi isto que um cliente me escreveu – {place}:', 'Uma avaliação que me deixou feliz – {place}:'],
  },
  offerLine: {
    n: ['Agora em vigor: {offer}', 'Uma boa notícia: {offer}', 'A proposta: {offer}', 'Aproveite: {offer}', 'Não perca: {offer}', '{name}, {place}: {offer}'],
  },
  mentionLine: {
    n: ['Mais um detalhe: {mention}.', 'Importante: {mention}.', 'Vale saber: {mention}.', 'Pergunte sobre {mention}.', 'Anote: {mention}.', 'E não se esqueça: {mention}.'],
  },
  ctaLine: {
    n: ['{cta}: {url}', '{cta} → {url}', '{cta}, aqui: {url}', '{cta} em {domain}: {url}'],
  },
  ctaLineBio: {
    n: ['{cta}: link na bio', '{cta} → link na bio', 'Link na bio: {cta}'],
    w: ['{cta}, pelo link da nossa bio'],
    i: ['{cta}, pelo link da minha bio'],
  },
  audienceLine: {
    n: ['Pensado para {audience}.', 'Para {audience}, com {feature} como ponto de partida.', 'Especialmente para {audience}.', 'Para {audience} que procuram {feature}.'],
    w: ['Fazemos isto para {audience}.'],
    i: ['Faço isto para {audience}.'],
  },
  welcomeSubjects: {
    n: ['Boas-vindas! Comece por {feature}', 'Primeiro passo: {feature}', 'Para começar: {feature}, {feature2}', 'Boas-vindas: {offer}', 'Boas-vindas: {item} por {price}'],
    w: ['Obrigado por se juntar a nós: comece por {feature}'],
    i: ['Boas-vindas ao meu trabalho: {feature}'],
  },
  nurtureSubjects: {
    n: ['Um olhar sobre {feature}', 'Valores: {item}, {price}', 'Nas palavras de {author}', '{feature}: a explicação', 'Horário de funcionamento: {schedule}', 'Já viu {feature}?', 'Mais sobre {feature2}', 'Algumas linhas de {author}'],
  },
  promoSubjects: {
    n: ['{offer}', 'Agora em vigor: {offer}', '{item} por {price}', 'Ainda com {feature} na cabeça?', 'Um lembrete sobre {feature}', 'Só para lembrar: {offer}', 'Para você: {offer}'],
  },
  adHeadlines: {
    n: ['{feature}', '{name}: {feature}', '{feature} | {name}', '{item}: {price}', '{offer}', '{name}, {place}', '{feature}, {place}', '{cta}: {name}', '{feature} e {feature2}'],
  },
  adDescriptions: {
    n: [
      '{feature}: {detail}',
      '{detail} {cta}.',
      '{feature}, {feature2} e {feature3}: tudo em {domain}.',
      '{item} por {price}. {name}, {place}.',
      '{offer}. {cta} em {domain}.',
      '{name}, {place}: {feature}. {cta}.',
      '{item}: {price}. {cta}.',
      '{feature} e {feature2}. {cta} em {domain}.',
    ],
  },
  benefitsIntro: {
    n: ['{name}, {place}: o que esperar', 'O que faz a diferença, a começar por {feature}:', 'Para {audience}, o que conta:'],
    w: ['Como trabalhamos, a começar por {feature}:'],
    i: ['Como trabalho, a começar por {feature}:'],
  },
};

function listRoles(pick: (p: Parts) => Frame[], include: (p: Parts) => boolean = () => true): Partial<Pick<CommonFrames, ListRole>> {
  const out: Partial<Record<ListRole, Frame[]>> = {};
  for (const [role, parts] of Object.entries(commonParts) as Array<[ListRole, Parts]>) {
    if (include(parts)) out[role] = pick(parts);
  }
  return out;
}

interface TradeParts {
  hooks: Parts;
  engagement: Parts;
  subjects: Parts;
  heroes: Parts;
  ctas: string[];
  hashtags: string[];
  emoji: string[];
  competitorInsight: string;
  adPlatforms: string[];
  dailyBudget: number;
}

const tradeParts: Record<Trade, TradeParts> = {
  software: {
    hooks: {
      n: [
        '{feature} em um minuto.',
        '{name} por dentro: {feature}.',
        'Uma função que merece atenção: {feature}.',
        '{name} para {audience}: {feature}.',
        '{name} em três funções: {feature}, {feature2} e {feature3}.',
        'Planos: {item}, {price}.',
        '{offer}',
        'Tour rápido: {feature}.',
        '{feature} no dia a dia.',
        '{feature} + {feature2}: como se encaixam.',
        'O que se pode fazer com {feature}? Veja abaixo.',
      ],
      w: ['Já trabalha com {feature}? Mostramos como funciona.'],
      i: ['O que construí: {feature}.', 'Explico {feature} passo a passo.'],
    },
    engagement: {
      n: [
        'Se só pudesse ativar uma função, seria {feature} ou {feature2}?',
        'Como você resolve hoje o trabalho de {feature}? Compare nos comentários.',
        'O que você integraria com {feature}? Conte aqui.',
        'Já testou {feature}? Conte o que achou.',
        'Dúvidas sobre {feature}? Deixe nas respostas.',
        '{feature}, {feature2} ou {feature3}: qual você usa mais?',
      ],
    },
    subjects: {
      n: ['{name} por dentro: {feature}', '{feature} em dois minutos', 'Guia rápido de {feature}', 'Planos: {item} por {price}', '{offer}', 'De {feature} a {feature2}: tour rápido', 'Primeiros passos com {feature}'],
    },
    heroes: {
      n: ['{feature} para {audience}', '{feature}, {feature2} e mais, numa só ferramenta', '{headline}', '{name}: {feature}', '{feature}, tudo num só lugar'],
    },
    ctas: ['Começar agora', 'Criar conta', 'Ver planos', 'Pedir demonstração'],
    hashtags: ['SaaS', 'Produtividade', 'TransformaçãoDigital', 'Tecnologia', 'Startups', 'B2B'],
    emoji: ['💻', '🚀', '⚙️', '📊', '🧩'],
    competitorInsight:
      'Quem compra software compara ferramentas lado a lado: uma página de preços pública e um teste sem chamada comercial encurtam muito a decisão.',
    adPlatforms: ['Google Search', 'LinkedIn', 'Facebook e Instagram (remarketing)', 'YouTube'],
    dailyBudget: 40,
  },
  food: {
    hooks: {
      n: [
        'No menu: {feature}.',
        'Já provou {feature}?',
        'Vontade de {feature}?',
        '{name}, {place}: {feature}.',
        '{item}: {price}. Quem vem?',
        'Com fome? Horário: {schedule}',
        '{offer}',
        'Três motivos para chegar com fome: {feature}, {feature2} e {feature3}.',
        'O que pedir? Comece por {feature}.',
        'Um bom motivo para sair de casa: {feature}.',
      ],
      w: ['Da nossa cozinha: {feature}.', 'Na nossa mesa: {feature}.'],
      i: ['Da minha cozinha: {feature}.', 'O que preparo: {feature}.'],
    },
    engagement: {
      n: [
        'Você é mais de {feature} ou de {feature2}?',
        'Marque a pessoa com quem gostaria de provar {feature}.',
        'Com o que você acompanharia {feature}? Conte nos comentários.',
        'Além de {feature}, qual é o seu pedido de sempre? Conte nos comentários.',
        '{feature}, {feature2} ou {feature3}: por qual começa?',
        'Doce ou salgado? {feature} ou {feature2}? Vote nos comentários.',
      ],
    },
    subjects: {
      n: ['No menu: {feature}', 'Em destaque: {feature}', 'O que pedir: {feature}, {feature2}', '{item} por {price}', '{offer}', 'Horário de funcionamento: {schedule}', '{name}, {place}: a sua mesa'],
    },
    heroes: {
      n: ['{feature}, {place}', '{name}: {feature}, {place}', '{headline}', '{feature}, {feature2} e mais', '{name}: {feature}'],
    },
    ctas: ['Reservar mesa', 'Ver o menu', 'Fazer pedido', 'Como chegar'],
    hashtags: ['Gastronomia', 'ComidaCaseira', 'Foodie', 'ComidaBoa', 'Culinária'],
    emoji: ['🍽️', '😋', '☕', '🥘', '🍷'],
    competitorInsight:
      'Entre casas vizinhas, ganha quem tem as melhores fotos e avaliações: pratos reais e recentes, horário atualizado e um botão visível para reservar ou pedir decidem a maioria das visitas.',
    adPlatforms: ['Instagram', 'Facebook (raio local)', 'Google Maps e pesquisa local', 'TikTok'],
    dailyBudget: 15,
  },
  professional: {
    hooks: {
      n: [
        '{feature}: o que vale a pena saber antes de começar.',
        '{item}: {price}.',
        'Honorários: {item}, {price}.',
        'Assessoria em {feature}, {place}.',
        '{name} para {audience}: {feature}.',
        'Um primeiro passo: {offer}',
        '{name} em três áreas: {feature}, {feature2} e {feature3}.',
        'Com {feature}, primeiro o essencial.',
        'Horário de atendimento: {schedule}',
        'Sem jargão: {feature}.',
        'Antes de assinar qualquer coisa, pergunte por {feature}.',
      ],
      w: ['Cuidamos de {feature}.', 'O que mais nos perguntam sobre {feature}.', 'Pensando em {feature}? Veja como trabalhamos.'],
      i: ['O que mais me perguntam sobre {feature}.', 'Cuido de {feature} com cada cliente.', 'Pensando em {feature}? Veja como trabalho.'],
    },
    engagement: {
      n: [
        'Tem uma pergunta sobre {feature}? Deixe nos comentários.',
        'O que gera mais dúvidas: {feature} ou {feature2}?',
        'O que gostaria de saber antes de começar com {feature}? Conte aqui.',
        'Dúvidas sobre {item}? Escreva aqui.',
        'Tem {feature} nos planos para este ano? Conte o motivo.',
      ],
    },
    subjects: {
      n: ['{feature}, passo a passo', '{feature}: o essencial', 'Honorários: {item}, {price}', '{offer}', '{feature} e {feature2}: o que saber', 'Suas dúvidas sobre {feature}', 'Assessoria em {feature}, {place}'],
    },
    heroes: {
      n: ['{feature}, {place}', 'Assessoria em {feature}, {feature2} e mais', '{headline}', '{feature} para {audience}', '{name}: {feature}'],
    },
    ctas: ['Agendar consulta', 'Enviar mensagem', 'Pedir orçamento', 'Ver honorários'],
    hashtags: ['Consultoria', 'ServiçosProfissionais', 'Assessoria', 'PequenasEmpresas'],
    emoji: ['📋', '🤝', '📞', '📊', '💼'],
    competitorInsight:
      'Os clientes comparam profissionais pela clareza antes do preço: dizer quanto custa, qual é o primeiro passo e com quem vão trabalhar elimina a maior parte das dúvidas.',
    adPlatforms: ['Google Search', 'LinkedIn', 'Facebook (raio local)'],
    dailyBudget: 30,
  },
  retail: {
    hooks: {
      n: [
        'Na vitrine: {feature}.',
        '{item}, {price}.',
        '{offer}',
        '{name}, {place}: {feature}.',
        'Horário da loja: {schedule}',
        'Uma escolha para {audience}: {feature}.',
        'De perto: {feature}.',
        'Para presentear ou para se dar um mimo: {feature}.',
        'Duas propostas: {feature} e {feature2}.',
        'Procurava {feature}? Está aqui.',
        'Repare nos detalhes de {feature}.',
      ],
      w: ['Da nossa coleção: {feature}.'],
      i: ['Minha seleção: {feature}.', 'Feito com as minhas mãos: {feature}.'],
    },
    engagement: {
      n: [
        '{feature} ou {feature2}: qual vai para o carrinho?',
        'Para quem você daria {feature}? Marque aqui.',
        'Como você usaria {feature}? Mostre nos comentários.',
        'De 1 a 10, quanto você gosta de {feature}?',
        '{feature}, {feature2} ou {feature3}: escolha um.',
      ],
    },
    subjects: {
      n: ['Na vitrine: {feature}', '{item} por {price}', '{offer}', '{feature} e {feature2}', '{place}: {feature}', 'Uma ideia para você: {feature}', 'Ainda com {feature} na lista de desejos?'],
    },
    heroes: {
      n: ['{feature}, {place}', '{feature}, {feature2} e mais', '{headline}', '{name}: {feature}', '{item} por {price}'],
    },
    ctas: ['Comprar agora', 'Ver a coleção', 'Fazer pedido', 'Visitar a loja'],
    hashtags: ['CompreDoPequeno', 'ComércioLocal', 'LojaOnline', 'IdeiasDePresente', 'CompreLocal'],
    emoji: ['🛍️', '✨', '📦', '🎁', '🏷️'],
    competitorInsight:
      'Quem compra compara o envio e as trocas tanto quanto o preço: mostre o custo de envio e as condições de troca ao lado de cada preço.',
    adPlatforms: ['Instagram', 'Facebook', 'Google Shopping', 'Pinterest', 'TikTok'],
    dailyBudget: 25,
  },
  nonprofit: {
    hooks: {
      n: [
        '{name} em ação: {feature}.',
        '{name}, {place}: {feature}.',
        'Como ajudar: {offer}',
        'Datas para participar: {schedule}',
        '{item}: {price}. É nisto que cada contribuição se transforma.',
        '{name} trabalha com {audience}: {feature}.',
        '{name} em três frentes: {feature}, {feature2} e {feature3}.',
        '{feature}, visto por dentro.',
        'Com a sua ajuda, vamos mais longe com {feature}.',
      ],
      w: ['Apresentamos {feature}.', 'Do nosso dia a dia: {feature}.', 'Isto é {feature}: uma das frentes do nosso trabalho.'],
      i: ['O que faço todos os dias: {feature}.', 'Por que dedico o meu tempo a {feature}.'],
    },
    engagement: {
      n: [
        'Já fez parte de {feature}? Conte a sua história.',
        'Como gostaria de ajudar: com {feature} ou com {feature2}?',
        'Conhece alguém que se identificaria com {feature}? Marque nos comentários.',
        'O que mais gente deveria saber sobre {feature}? Conte aqui.',
        'Perguntas sobre {feature}? Deixe aqui.',
      ],
    },
    subjects: {
      n: ['{feature}, por dentro', 'O que {price} torna possível: {item}', '{offer}', '{feature} e {feature2}: como estão', 'Notícias: {name}, {place}', 'Datas para participar: {schedule}', 'Um olhar de perto: {feature}'],
    },
    heroes: {
      n: ['{feature}, {place}', '{headline}', '{feature}, {feature2} e mais', '{name}: {feature}', 'Apoie {feature}'],
    },
    ctas: ['Doar agora', 'Quero ajudar', 'Ser voluntário', 'Apoiar a causa'],
    hashtags: ['Solidariedade', 'Voluntariado', 'ONG', 'TerceiroSetor', 'CausaSocial'],
    emoji: ['💚', '🤝', '🌍', '🙌', '💛'],
    competitorInsight:
      'Os doadores comparam transparência: mostrar o que cada doação paga, com os números da própria organização, arrecada mais do que apelos genéricos.',
    adPlatforms: ['Google Ad Grants', 'Facebook', 'Instagram'],
    dailyBudget: 10,
  },
  creative: {
    hooks: {
      n: [
        'Do portfólio: {feature}.',
        'Por trás do projeto: {feature}.',
        'Do estúdio, {place}: {feature}.',
        '{feature}, da ideia ao resultado.',
        'Valores: {item}, {price}.',
        'Dois lados do mesmo estúdio: {feature} e {feature2}.',
        'Vale saber: {offer}',
        'Datas na agenda: {schedule}',
        'Para {audience}: {feature}.',
        'O que entra em {feature}?',
        'O processo por trás de {feature}, passo a passo.',
      ],
      w: ['Como abordamos {feature}.'],
      i: ['Como abordo {feature}.', 'Da minha mesa de trabalho: {feature}.', 'Um projeto de que me orgulho: {feature}.'],
    },
    engagement: {
      n: [
        'A: {feature}. B: {feature2}. A ou B?',
        'Se tivesse de descrever {feature} numa palavra, qual seria?',
        'O que você esperaria de {feature}? Conte nos comentários.',
        'Conhece alguém com {feature} nos planos? Marque aqui.',
        'Dúvidas sobre {feature}? Pergunte abaixo.',
      ],
    },
    subjects: {
      n: ['O trabalho por trás de {feature}', 'Bastidores: {feature}', '{feature} e {feature2}', 'Valores: {item}, {price}', '{offer}', 'Agenda: {schedule}', 'Do estúdio, {place}: {feature}'],
    },
    heroes: {
      n: ['{feature}, {place}', '{feature}, {feature2} e mais', '{headline}', '{name}: {feature}', '{name} assina: {feature}'],
    },
    ctas: ['Começar um projeto', 'Ver portfólio', 'Pedir orçamento', 'Vamos conversar'],
    hashtags: ['Criatividade', 'DesignGráfico', 'Branding', 'Ilustração', 'EstúdioCriativo'],
    emoji: ['🎨', '📸', '✨', '🖌️', '🎬'],
    competitorInsight:
      'Os clientes decidem diante de um portfólio em segundos: os três primeiros projetos, cada um com o problema do cliente numa linha, trazem a maioria dos pedidos.',
    adPlatforms: ['Instagram', 'LinkedIn', 'Pinterest', 'Google Search'],
    dailyBudget: 15,
  },
  health: {
    hooks: {
      n: [
        'O que acontece numa sessão de {feature}?',
        'Primeira vez com {feature}? Veja como funciona.',
        'Nas sessões: {feature}.',
        '{feature}, {place}.',
        '{item}: {price}.',
        'Antes de marcar, vale saber: {offer}',
        'Horários: {schedule}',
        'Pensando em {audience}: {feature}.',
        'O que saber sobre {feature} antes de começar.',
        'Três formas de se cuidar: {feature}, {feature2} e {feature3}.',
        'Já pensou em {feature}?',
      ],
      w: ['No nosso espaço: {feature}.'],
      i: ['No meu consultório: {feature}.', 'Como trabalho {feature} com cada pessoa.'],
    },
    engagement: {
      n: [
        'Por onde começaria: por {feature} ou por {feature2}?',
        'Já experimentou {feature}? Conte como foi.',
        'O que gostaria de saber antes da primeira sessão de {feature}? Pergunte abaixo.',
        'Conhece alguém que deveria saber de {feature}? Marque essa pessoa.',
        'Manhã ou fim de tarde para {feature}? Conte nos comentários.',
      ],
    },
    subjects: {
      n: ['{feature}: como é uma sessão', '{item}: {price}', '{offer}', 'Horários: {schedule}', '{feature} ou {feature2}: por onde começar', '{feature}, {place}', 'A sua primeira sessão de {feature}'],
    },
    heroes: {
      n: ['{feature}, {place}', '{feature}, {feature2} e mais para o seu bem-estar', '{headline}', '{name}: {feature}', '{feature} para {audience}'],
    },
    ctas: ['Agendar consulta', 'Marcar sessão', 'Ver horários', 'Enviar mensagem'],
    hashtags: ['BemEstar', 'VidaSaudável', 'Saúde', 'Autocuidado', 'QualidadeDeVida'],
    emoji: ['🌿', '🧘', '💪', '✨', '🤍'],
    competitorInsight:
      'As pessoas escolhem onde cuidar da saúde pela confiança e pela facilidade de marcar: perfis dos profissionais com a sua formação, preços claros e marcação online pesam mais do que qualquer slogan.',
    adPlatforms: ['Instagram', 'Facebook (raio local)', 'Google Search', 'TikTok'],
    dailyBudget: 15,
  },
  education: {
    hooks: {
      n: [
        'O que se aprende em {feature}.',
        'Um dos cursos: {feature}.',
        'Valores: {item}, {price}.',
        'Próximas datas: {schedule}',
        '{offer}',
        'Aprender perto de casa, {place}: {feature}.',
        'Duas formas de começar: {feature} e {feature2}.',
        'Para {audience}: {feature}, passo a passo.',
        'Na sala de aula: {feature}.',
        'Pergunta rápida: o que você sabe sobre {feature}?',
        'Três coisas para levar daqui: {feature}, {feature2} e {feature3}.',
      ],
      w: ['Pensando em {feature}? Mostramos como funciona.'],
      i: ['O que ensino: {feature}.', 'Como preparo cada aula de {feature}.'],
    },
    engagement: {
      n: [
        'O que estudaria primeiro: {feature} ou {feature2}?',
        'Já fez {feature}? Conte o que ficou.',
        'Ficou alguma dúvida sobre {feature}? Pergunte aqui.',
        'Conhece alguém que ia adorar {feature}? Marque aqui.',
        'Deixe uma dica para quem começa agora com {feature}.',
      ],
    },
    subjects: {
      n: ['Por dentro de {feature}', 'Em aula: {feature}', '{item}: {price}', 'Próximas datas: {schedule}', '{offer}', '{feature} ou {feature2}?', 'Para aprender, {place}: {feature}'],
    },
    heroes: {
      n: ['Formação em {feature}, {place}', '{feature}, {feature2} e mais', '{headline}', '{name}: {feature}', '{feature} para {audience}'],
    },
    ctas: ['Inscrever-me', 'Ver cursos', 'Garantir vaga', 'Pedir informações'],
    hashtags: ['Educação', 'Aprendizagem', 'Estudos', 'Conhecimento', 'Cursos'],
    emoji: ['🎓', '📚', '✏️', '💡', '🧠'],
    competitorInsight:
      'Quem escolhe um curso compara o que vai saber fazer no fim: o programa, as datas e uma aula experimental convertem mais do que uma lista de módulos.',
    adPlatforms: ['Google Search', 'YouTube', 'Facebook e Instagram', 'TikTok'],
    dailyBudget: 20,
  },
  local: {
    hooks: {
      n: [
        'Precisa de {feature}? Peça um orçamento.',
        '{name} cuida de {feature}.',
        '{place}: {feature}.',
        'Quanto custa? {item}, {price}.',
        '{offer}',
        'Quando ligar: {schedule}',
        'O que inclui um serviço de {feature}.',
        'Três serviços para guardar na agenda: {feature}, {feature2} e {feature3}.',
        'Para {audience}, {place}: {feature}.',
        'Chegou a hora de {feature}?',
      ],
      w: ['{feature}: é disso que cuidamos.', 'Precisa de {feature}? Estamos por perto.', 'Na nossa zona de trabalho, {place}: {feature}.'],
      i: ['{feature}: é disso que cuido.', 'Mãos à obra: {feature}.', 'Como faço {feature}, passo a passo.'],
    },
    engagement: {
      n: [
        'Tem {feature} na sua lista de tarefas? Conte aqui.',
        'Alguma dica caseira para {feature}? Deixe nos comentários.',
        'Conhece alguém que precisa de {feature}? Marque aqui.',
        'O que é mais urgente: {feature} ou {feature2}?',
        'O que perguntaria antes de contratar {feature}? Deixe abaixo.',
      ],
    },
    subjects: {
      n: ['{feature}, {place}', '{feature}: o que inclui', '{item}: {price}', '{offer}', 'Quando ligar: {schedule}', '{feature} e {feature2}', 'Chegou a hora de {feature}?'],
    },
    heroes: {
      n: ['{feature}, {place}', '{feature}, {feature2} e mais', '{headline}', '{name}: {feature}', '{name} cuida de {feature}'],
    },
    ctas: ['Pedir orçamento', 'Agendar horário', 'Ligar agora', 'Pedir visita'],
    hashtags: ['NegócioLocal', 'ComércioDeBairro', 'ServiçosLocais', 'ApoieOComércioLocal'],
    emoji: ['🛠️', '🏡', '📞', '⭐', '📍'],
    competitorInsight:
      'O cliente local escolhe quem responde primeiro e passa confiança: avaliações, um telefone bem visível e as zonas atendidas devem aparecer logo no topo da página.',
    adPlatforms: ['Google Search e Serviços Locais', 'Facebook (raio local)', 'Google Maps'],
    dailyBudget: 20,
  },
  general: {
    hooks: {
      n: [
        'Sobre {name}: {feature}.',
        '{feature}, de perto.',
        '{name}, {place}: {feature}.',
        '{item}: {price}.',
        '{offer}',
        'Datas para anotar: {schedule}',
        'Pensado para {audience}: {feature}.',
        'Tudo sobre {feature}.',
        'Vale a pena ver: {feature}.',
        '{headline}',
        '{feature}: a versão curta.',
      ],
      w: ['Três coisas que fazemos: {feature}, {feature2} e {feature3}.'],
      i: ['O que faço: {feature}.'],
    },
    engagement: {
      n: [
        'O que chama mais a atenção: {feature}, {feature2} ou {feature3}?',
        'Já experimentou {feature}? Conte nos comentários.',
        'Perguntas sobre {feature}? Deixe abaixo.',
        'Quem deveria conhecer {feature}? Marque aqui.',
        'O que perguntaria sobre {feature}? Escreva aqui.',
      ],
    },
    subjects: {
      n: ['Um olhar sobre {feature}', 'Novidades: {feature}', '{item}: {price}', '{offer}', 'Datas para anotar: {schedule}', '{feature} e {feature2}', '{name}, {place}'],
    },
    heroes: {
      n: ['{headline}', '{feature}, {place}', '{feature}, {feature2} e mais', '{name}: {feature}'],
    },
    ctas: ['Saiba mais', 'Enviar mensagem', 'Visitar o site', 'Inscrever-se'],
    hashtags: ['PequenasEmpresas', 'Empreendedorismo', 'Comunidade', 'Novidades'],
    emoji: ['✨', '👉', '📣', '🤝'],
    competitorInsight:
      'Sites do mesmo setor costumam soar iguais: os dados concretos (preços, lugares, datas, nomes) são o que faz um visitante lembrar deste.',
    adPlatforms: ['Google Search', 'Facebook', 'Instagram'],
    dailyBudget: 15,
  },
};

type PartsRole = 'hooks' | 'engagement' | 'subjects' | 'heroes';
const partsRoles: PartsRole[] = ['hooks', 'engagement', 'subjects', 'heroes'];

function baseTrade(p: TradeParts): TradeBank {
  return {
    hooks: nos(p.hooks),
    engagement: nos(p.engagement),
    subjects: nos(p.subjects),
    heroes: nos(p.heroes),
    ctas: p.ctas,
    hashtags: p.hashtags,
    emoji: p.emoji,
    competitorInsight: p.competitorInsight,
    adPlatforms: p.adPlatforms,
    dailyBudget: p.dailyBudget,
  };
}

function firstPersonTrades(): Partial<Record<Trade, Partial<TradeBank>>> {
  const out: Partial<Record<Trade, Partial<TradeBank>>> = {};
  for (const [trade, parts] of Object.entries(tradeParts) as Array<[Trade, TradeParts]>) {
    const frames: Partial<TradeBank> = {};
    for (const role of partsRoles) if (hasFirstPerson(parts[role])) frames[role] = eu(parts[role]);
    if (Object.keys(frames).length > 0) out[trade] = frames;
  }
  return out;
}

const firstPerson: BankVariant = {
  common: {
    ...listRoles(eu, hasFirstPerson),
    teamSignature: '{name}',
  },
  trades: firstPersonTrades(),
};

/** Você already reads as casual; the informal variant only relaxes the email greeting and sign-off. */
const casual: BankVariant = {
  common: { greetingFormal: 'Olá!', signOffFormal: 'Um abraço,' },
};

export const pt: LanguageBank = {
  language: 'pt',
  common: {
    ...(listRoles(nos) as Pick<CommonFrames, ListRole>),
    greetingFormal: 'Olá,',
    greetingCasual: 'Olá!',
    signOffFormal: 'Atenciosamente,',
    signOffCasual: 'Um abraço,',
    teamSignature: '{name}',
    noTestimonialAdvice:
      'Não encontramos nenhuma opinião de cliente em {domain}. Peça a um cliente satisfeito duas frases sobre o que conseguiu com você, com o nome e a cidade, e coloque-as logo abaixo dos seus serviços.',
  },
  words: {
    and: 'e',
    linkInBio: 'link na bio',
    for: 'para',
    fitsLimit: '{length}/{limit} caracteres',
    budgetTips: [
      'Comece com cerca de {budget} por dia em {platform} durante 7 dias antes de tirar conclusões: é o que a rede precisa para aprender.',
      'Divida o orçamento da primeira semana entre os títulos deste kit e depois passe a maior parte para o que tiver a melhor taxa de cliques.',
      'Reserve cerca de {retargetBudget} por dia para voltar a impactar quem já visitou {domain}: converte mais do que o público novo.',
      'Pause qualquer anúncio que gaste {pauseBudget} sem resultado e passe esse valor para o anúncio que funciona.',
    ],
    emailTips: [
      'Envie o primeiro e-mail de boas-vindas logo após a inscrição, enquanto {name} ainda está fresco na memória de quem lê.',
      'Teste dois assuntos numa pequena parte da lista: “{subject}” e “{subject2}”. Envie o vencedor para o resto.',
      'Uma única chamada para ação por e-mail (“{cta}”), repetida como botão e como link de texto.',
      'Escreva um texto de pré-visualização que continue o assunto em vez de repeti-lo.',
      'Escreva separadamente para novos inscritos e para clientes antigos, para que cada e-mail fale com cada um a partir de onde está.',
    ],
    adAudiences: [
      'Pessoas interessadas em {keyword}',
      'Pessoas interessadas em {feature}',
      'Pessoas num raio de 15 km: {place}',
      'Visitantes de {domain} nos últimos 30 dias (remarketing)',
      'Público semelhante (1 %) aos seus melhores clientes',
      '{audience}',
    ],
    checklist: {
      facebook: [
        'Texto principal, “{primaryText}”: {primaryFit}',
        'Título, “{headline}”: {headlineFit}',
        'Use como imagem uma foto de {domain} ou um flyer deste kit, com pouco texto por cima',
        'Botão: “{cta}”, com link para {url}',
        'Instale o pixel da Meta em {domain} antes de lançar, para medir resultados',
      ],
      google: [
        'Título, “{headline}”: {headlineFit}',
        'Descrição, “{description}”: {descriptionFit}',
        'Adicione de 10 a 15 títulos e 4 descrições ao anúncio responsivo de pesquisa; {headlineCount} deste kit cabem em 30 caracteres',
        'Use a palavra-chave “{keyword}” em pelo menos dois títulos',
        'Adicione um sitelink para a página sobre {feature}',
      ],
      linkedin: [
        'Texto de introdução, “{intro}”: {introFit}',
        'Título, “{headline}”: {headlineFit}',
        'Segmente por função e tamanho de empresa que correspondam aos seus compradores',
        'Use um formulário de geração de leads com no máximo 3 campos',
      ],
      tiktok: [
        'Texto do anúncio, “{adText}”: {adTextFit}',
        'Mostre {feature} nos 2 primeiros segundos',
        'Grave na vertical (9:16) e adicione legendas: a maioria vê sem som',
      ],
    },
    sendTimes: ['terça-feira, 10h', 'quinta-feira, 14h', 'sábado, 9h'],
    observations: {
      manyCtas: 'A página oferece {count} chamadas para ação diferentes ({ctas}); uma ação principal por bloco converte melhor.',
      noCta: 'Não encontramos na página um botão claro de chamada para ação; coloque “{cta}” logo no topo.',
      hasProof: 'A página já mostra palavras de clientes; repita-as em anúncios e e-mails, onde a maioria dos concorrentes não mostra nenhuma.',
      noProof: 'Não encontramos nenhuma opinião de cliente na página; uma citação de cliente, com nome, é uma das formas mais baratas de se destacar.',
      notFetched: 'Não foi possível ler o site, por isso este kit parte apenas do endereço; gere-o de novo quando {domain} estiver acessível.',
      topTerms: 'Os termos mais usados na página são {terms}; invista nas mesmas palavras pelas quais a página já aparece nas pesquisas.',
    },
  },
  trades: Object.fromEntries(Object.entries(tradeParts).map(([trade, parts]) => [trade, baseTrade(parts)])) as Record<Trade, TradeBank>,
  casual,
  firstPerson,
};
