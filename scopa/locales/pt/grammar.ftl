# Como uma frase diz uma carta, pt. Sintaxe Fluent: https://projectfluent.org/fluent/guide/
#
# $rank e $suit são os nomes de cards.ftl. $name é o nome de uma carta ou de um valor; $gender
# (masculine, feminine) e $elided (yes, no, auto) são os atributos do seu valor em cards.ftl
# ($elided não conta em português: o Ás, ao Ás).

## O nome de uma carta: "Sete de Ouros"
card-name = { $rank } de { $suit }

## Com o artigo definido: "o Sete", "a Dama"
card-the =
    { $gender ->
        [feminine] a { $name }
       *[masculine] o { $name }
    }

## Depois da preposição "a": "ao Rei", "à Dama"
card-to =
    { $gender ->
        [feminine] à { $name }
       *[masculine] ao { $name }
    }

## O que se escreve onde duas palavras se encontram, depois de montada a frase (o francês
## contrai "de le" em "du"); o português escreve as contrações nas próprias frases
contractions = {""}
elisions = {""}

## As categorias de plural da língua como o CLDR as escreve: uma contagem escolhe as palavras por elas
plural_rules = many: e in 0 and i not in 0 and i mod 1000000 in 0 and v in 0 or e not in 0..5 | one: i in 0..1
